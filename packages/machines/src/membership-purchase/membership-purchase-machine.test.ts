import type { MembershipPriceOption } from '@lwl/schemas';
import { afterAll, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { membershipCheckoutMachine } from '../checkout/checkout-instances.ts';
import { type CheckoutFakes, closeCheckoutProblem, untilCheckout } from '../checkout/test-kit.ts';
import { membershipFormHarness, paysWelcomesAndLeaves } from '../membership-form/test-kit.ts';
import { httpFailure, type Scripted } from '../shared/test-fakes.ts';
import { trackTransitions } from '../testing/coverage.ts';
import {
  type MembershipDetails,
  type MembershipOrderRequest,
  membershipPurchaseMachine,
} from './membership-purchase-machine.ts';

const coverage = trackTransitions(membershipPurchaseMachine);
afterAll(() => coverage.assertAllTaken());

const options: MembershipPriceOption[] = [
  { id: 1, term: '1 Year', price: 110000, name: 'Titan', city: 'Delhi' },
  { id: 2, term: '2 Years', price: 124000, name: 'Titan', city: 'Delhi' },
  { id: 3, term: '1 Year', price: 80000, name: 'Titan', city: 'Bangalore' },
  { id: 4, term: '1 Year', price: 0, name: 'Titan', city: 'Others' },
];

const details: MembershipDetails = {
  title: 'Ms',
  first_name: 'Asha',
  last_name: 'Rao',
  phone: '9876543210',
  email: 'asha@example.com',
  company_name: 'Kestrel Analytics',
  designation: 'Founder',
  password: 'Lwl@12345',
  pincode: '560001',
  provides_gst_details: false,
  reffered_by: 'Meera Iyer',
};

function start(
  fakes: Partial<CheckoutFakes<MembershipOrderRequest>> = {},
  loaded: Scripted<MembershipPriceOption[]> = { ok: options },
  prepared: Scripted<void> = { ok: undefined },
) {
  const harness = membershipFormHarness(membershipCheckoutMachine, fakes, loaded, prepared);
  const actor = createActor(membershipPurchaseMachine.provide(harness.implementations), {
    input: { slug: 'titan' },
    clock: harness.clock,
    inspect: coverage.inspect,
  });
  actor.start();
  return { actor, ...harness };
}

describe('membership purchase', () => {
  it('loads the options, takes city then duration, pays in INR, welcomes and goes to /thank-you after 1 s', async () => {
    const { actor, clock, recorder, dialog, requests, slugs } = start();
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('editing'));
    expect(slugs).toEqual(['titan']);

    actor.send({ type: 'city.select', city: 'Delhi' });
    actor.send({ type: 'duration.select', priceId: 2 });
    expect(actor.getSnapshot().context).toMatchObject({ city: 'Delhi', priceId: 2 });
    actor.send({ type: 'details.submit', details });
    await untilCheckout(actor, 'paying');
    expect(requests).toEqual([{ ...details, otp: '000000', city: 'Delhi', membership_price_id: 2 }]);
    expect(dialog.opened[0]).toMatchObject({
      currency: 'INR',
      description: 'Titan membership · 2 Years · Delhi',
      prefill: { name: 'Asha Rao', email: 'asha@example.com', contact: '9876543210' },
    });

    await paysWelcomesAndLeaves(actor, { dialog, recorder, clock });
    expect(actor.getSnapshot().value).toBe('purchased');
  });

  it('resets the duration when the city changes, and ignores a duration of another city', async () => {
    const { actor } = start();
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'city.select', city: 'Delhi' });
    actor.send({ type: 'duration.select', priceId: 3 });
    expect(actor.getSnapshot().context.priceId).toBeNull();
    actor.send({ type: 'duration.select', priceId: 1 });
    actor.send({ type: 'city.select', city: 'Bangalore' });
    expect(actor.getSnapshot().context).toMatchObject({ city: 'Bangalore', priceId: null });
  });

  it("blocks the payment with 'Please select duration of membership.' without a duration or with a zero fee", async () => {
    const { actor, recorder, requests } = start();
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'city.select', city: 'Others' });
    actor.send({ type: 'details.submit', details });
    actor.send({ type: 'duration.select', priceId: 4 });
    actor.send({ type: 'details.submit', details });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(recorder.toasts('error')).toEqual([
      'Please select duration of membership.',
      'Please select duration of membership.',
    ]);
    expect(actor.getSnapshot().context.details).toEqual(details);
    expect(requests).toEqual([]);
  });

  it('shows an error and goes to /login when the options fail to load', async () => {
    const { actor, recorder } = start({}, { error: httpFailure(500) });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('unavailable');
    expect(recorder.calls).toEqual([
      {
        action: 'showToast',
        params: { kind: 'error', message: 'Something went wrong, Please try again later.' },
      },
      { action: 'navigate', params: { to: '/login' } },
    ]);
  });

  it('shows the server message of a refused order (400) and returns to the form with its data', async () => {
    const { actor, recorder } = start({
      order: { error: httpFailure(400, 'Email already registered.') },
    });
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'city.select', city: 'Delhi' });
    actor.send({ type: 'duration.select', priceId: 1 });
    actor.send({ type: 'details.submit', details });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(recorder.toasts('error')).toEqual(['Email already registered.']);
    expect(actor.getSnapshot().context).toMatchObject({ details, city: 'Delhi', priceId: 1 });
  });

  it("shows 'Something went wrong' and returns to the form with its data when the checkout's code fails to load", async () => {
    const { actor, recorder, requests } = start(
      {},
      { ok: options },
      { error: new TypeError('Failed to fetch') },
    );
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'city.select', city: 'Delhi' });
    actor.send({ type: 'duration.select', priceId: 1 });
    actor.send({ type: 'details.submit', details });
    expect(actor.getSnapshot().matches({ paying: 'preparing' })).toBe(true);
    expect(actor.getSnapshot().hasTag('checkoutLoading')).toBe(true);
    await waitFor(actor, (s) => s.matches('editing'));
    expect(recorder.toasts('error')).toEqual(['Something went wrong, Please try again later.']);
    expect(actor.getSnapshot().context).toMatchObject({ details, city: 'Delhi', priceId: 1 });
    expect(requests).toEqual([]);
  });

  it("alerts 'Payment Failed! ' with the provider's description and returns to the form", async () => {
    const { actor, recorder, dialog } = start();
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'city.select', city: 'Delhi' });
    actor.send({ type: 'duration.select', priceId: 1 });
    actor.send({ type: 'details.submit', details });
    await untilCheckout(actor, 'paying');
    dialog.fail('Authentication failed');
    expect(await closeCheckoutProblem(actor)).toBe('Payment Failed! Authentication failed');
    await waitFor(actor, (s) => s.matches('editing'));
    expect(recorder.toasts('error')).toEqual([]);
  });
});
