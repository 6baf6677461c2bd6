import type { MembershipPriceOption } from '@lwl/schemas';
import { afterAll, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { signUpCheckoutMachine } from '../checkout/checkout-instances.ts';
import { type CheckoutFakes, closeCheckoutProblem, untilCheckout } from '../checkout/test-kit.ts';
import { membershipFormHarness, paysWelcomesAndLeaves } from '../membership-form/test-kit.ts';
import { httpFailure, type Scripted } from '../shared/test-fakes.ts';
import { trackTransitions } from '../testing/coverage.ts';
import {
  type SignUpDetails,
  type SignUpOrderRequest,
  type SignUpVariant,
  signUpMachine,
} from './sign-up-machine.ts';

const coverage = trackTransitions(signUpMachine);
afterAll(() => coverage.assertAllTaken());

const globalOptions: MembershipPriceOption[] = [
  { id: 1, term: '1 Year', price: 400, name: 'Global Access' },
  { id: 2, term: '2 Years', price: 532, name: 'Global Access' },
  { id: 3, term: '3 Years', price: 686, name: 'Global Access' },
];
const uaeOptions: MembershipPriceOption[] = [
  { id: 7, term: '1 Year', price: 820, name: 'UAE' },
  { id: 8, term: '2 Years', price: 0, name: 'UAE' },
];

const details: SignUpDetails = {
  title: 'Ms',
  first_name: 'Lena',
  last_name: 'Haddad',
  phone: '5012345678',
  email: 'lena@example.com',
  company_name: 'Haddad Ventures',
  designation: 'CEO',
  city: 'Dubai',
  state: 'Dubai',
  country: 'Dubai',
  password: 'Lwl@12345',
  pincode: '00000',
  provides_gst_details: false,
};

function start(
  variant: SignUpVariant,
  fakes: Partial<CheckoutFakes<SignUpOrderRequest>> = {},
  loaded: Scripted<MembershipPriceOption[]> = { ok: variant === 'global' ? globalOptions : uaeOptions },
  prepared: Scripted<void> = { ok: undefined },
) {
  const harness = membershipFormHarness(signUpCheckoutMachine, fakes, loaded, prepared);
  const actor = createActor(signUpMachine.provide(harness.implementations), {
    input: { variant },
    clock: harness.clock,
    inspect: coverage.inspect,
  });
  actor.start();
  return { actor, ...harness };
}

describe('sign-up', () => {
  it('global: presets option id 1, pays in USD, welcomes and goes to /thank-you after 1 s', async () => {
    const { actor, clock, recorder, dialog, requests, slugs } = start('global');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('editing'));
    expect(slugs).toEqual(['global-access-membership']);
    expect(actor.getSnapshot().context.priceId).toBe(1);

    actor.send({ type: 'details.submit', details });
    await untilCheckout(actor, 'paying');
    expect(requests).toEqual([{ ...details, otp: '000000', membership_price_id: 1 }]);
    // The provider's dialog names the product, not only the merchant.
    expect(dialog.opened[0]).toMatchObject({
      currency: 'USD',
      description: 'Global Access membership · 1 Year',
      prefill: { name: 'Lena Haddad', email: 'lena@example.com', contact: '5012345678' },
    });
    await paysWelcomesAndLeaves(actor, { dialog, recorder, clock });
    expect(actor.getSnapshot().value).toBe('signedUp');
  });

  it('uae: loads its options, takes another duration, pays in USD without a phone prefill', async () => {
    const { actor, dialog, requests, slugs } = start('uae');
    await waitFor(actor, (s) => s.matches('editing'));
    expect(slugs).toEqual(['uae-membership']);
    expect(actor.getSnapshot().context.priceId).toBe(7);
    actor.send({ type: 'duration.select', priceId: 99 });
    expect(actor.getSnapshot().context.priceId).toBe(7);
    const { phone: _phone, ...withoutPhone } = details;
    actor.send({ type: 'details.submit', details: withoutPhone });
    await untilCheckout(actor, 'paying');
    expect(requests[0]?.membership_price_id).toBe(7);
    expect(dialog.opened[0]?.currency).toBe('USD');
    expect(dialog.opened[0]?.description).toBe('UAE membership · 1 Year');
    expect(dialog.opened[0]?.prefill).toEqual({ name: 'Lena Haddad', email: 'lena@example.com' });
  });

  it("blocks the payment with 'Please select duration of membership.' when the fee is 0", async () => {
    const { actor, recorder, requests } = start('uae');
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'duration.select', priceId: 8 });
    actor.send({ type: 'details.submit', details });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(recorder.toasts('error')).toEqual(['Please select duration of membership.']);
    expect(requests).toEqual([]);
  });

  it('shows an error and goes to /login when the options fail to load', async () => {
    const { actor, recorder } = start(
      'global',
      {},
      { error: httpFailure(404, 'Record not found. Please try again later.') },
    );
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('unavailable');
    expect(recorder.calls).toEqual([
      {
        action: 'showToast',
        params: { kind: 'error', message: 'Record not found. Please try again later.' },
      },
      { action: 'navigate', params: { to: '/login' } },
    ]);
  });

  it('returns to the form with its data when the order fails', async () => {
    const { actor, recorder } = start('global', { order: { error: httpFailure(500) } });
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'details.submit', details });
    expect(await closeCheckoutProblem(actor)).toBe('Something went wrong, Please try again later.');
    await waitFor(actor, (s) => s.matches('editing'));
    expect(recorder.toasts('error')).toEqual([]);
    expect(actor.getSnapshot().context.details).toEqual(details);
  });

  it("shows 'Something went wrong' and returns to the form with its data when the checkout's code fails to load", async () => {
    const prepared = { error: new TypeError('Failed to fetch') };
    const { actor, recorder, requests } = start('uae', {}, { ok: uaeOptions }, prepared);
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'details.submit', details });
    expect(actor.getSnapshot().matches({ paying: 'preparing' })).toBe(true);
    expect(actor.getSnapshot().hasTag('checkoutLoading')).toBe(true);
    await waitFor(actor, (s) => s.matches('editing'));
    expect(recorder.toasts('error')).toEqual(['Something went wrong, Please try again later.']);
    expect(actor.getSnapshot().context.details).toEqual(details);
    expect(requests).toEqual([]);
  });
});
