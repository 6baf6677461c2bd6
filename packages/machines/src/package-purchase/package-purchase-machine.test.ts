import type { SponsorDetails } from '@lwl/schemas';
import { afterAll, describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { detailsDialogValues } from '../checkout/buyer-details.ts';
import { packageCheckoutMachine } from '../checkout/checkout-instances.ts';
import {
  type CheckoutFakes,
  checkoutHarness,
  closeCheckoutProblem,
  paidOrder,
  untilCheckout,
} from '../checkout/test-kit.ts';
import { httpFailure, type Scripted, settle } from '../shared/test-fakes.ts';
import { trackTransitions } from '../testing/coverage.ts';
import { type PackageOrderRequest, packagePurchaseMachine } from './package-purchase-machine.ts';

const coverage = trackTransitions(packagePurchaseMachine);
afterAll(() => coverage.assertAllTaken());

const pkg = { id: 8, name: 'Newsletter Feature' };
const details: SponsorDetails = {
  name: 'Asha Rao',
  email: 'asha@example.com',
  company_name: 'Kestrel Analytics',
  designation: 'Founder',
  phone: '9876543210',
};

function start(
  signedIn: boolean,
  fakes: Partial<CheckoutFakes<PackageOrderRequest>> = {},
  /** How `prepareCheckout` (the checkout's code) settles. */
  prepared: Scripted<void> = { ok: undefined },
) {
  const harness = checkoutHarness(packageCheckoutMachine, fakes);
  const logic = packagePurchaseMachine.provide({
    actors: { checkout: harness.checkout, prepareCheckout: fromPromise(() => settle(prepared)) },
    actions: { showToast: harness.recorder.record('showToast') },
  });
  const clock = new SimulatedClock();
  const actor = createActor(logic, { input: { signedIn }, clock, inspect: coverage.inspect });
  actor.start();
  return { actor, clock, ...harness };
}

describe('package purchase', () => {
  it('buys as a member through the coupon-only dialog (package-payment) and goes to /thank-you after 1 s', async () => {
    const { actor, clock, recorder, dialog, requests } = start(true);
    actor.send({ type: 'buy.open', item: pkg, requiresSignIn: true });
    expect(actor.getSnapshot().matches({ dialog: 'coupon' })).toBe(true);
    actor.send({ type: 'coupon.submit', form: { coupon: 'LWL10' } });
    await untilCheckout(actor, 'paying');
    expect(requests).toEqual([{ kind: 'member', body: { package_id: 8, coupon: 'LWL10' } }]);
    expect(dialog.opened[0]).toMatchObject({ currency: 'INR', description: 'Newsletter Feature' });
    dialog.succeed();
    await untilCheckout(actor, 'succeeded');
    clock.increment(999);
    expect(recorder.count('navigate')).toBe(0);
    clock.increment(1);
    expect(recorder.calls.at(-1)).toMatchObject({ action: 'navigate', params: { to: '/thank-you' } });
    expect(actor.getSnapshot().value).toBe('purchased');
  });

  it('buys as a guest through the details dialog (non-member-package-payment)', async () => {
    const { actor, clock, requests } = start(false, { order: { ok: paidOrder } });
    actor.send({ type: 'buy.open', item: pkg });
    expect(actor.getSnapshot().matches({ dialog: 'details' })).toBe(true);
    actor.send({ type: 'details.submit', details: { ...details, coupon: 'FREE100' } });
    await untilCheckout(actor, 'succeeded');
    expect(requests).toEqual([{ kind: 'guest', body: { package_id: 8, coupon: 'FREE100', ...details } }]);
    clock.increment(1000);
    expect(actor.getSnapshot().value).toBe('purchased');
  });

  it("refuses the authenticated path while signed out with 'You need to sign in to access this page. Please log in to continue.'", () => {
    const { actor, recorder } = start(false);
    actor.send({ type: 'buy.open', item: pkg, requiresSignIn: true });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(recorder.toasts('error')).toEqual([
      'You need to sign in to access this page. Please log in to continue.',
    ]);
  });

  it("shows 'Something went wrong' and reopens the coupon dialog when the checkout's code fails to load", async () => {
    const { actor, recorder, requests } = start(true, {}, { error: new TypeError('Failed to fetch') });
    actor.send({ type: 'buy.open', item: pkg, requiresSignIn: true });
    actor.send({ type: 'coupon.submit', form: { coupon: 'LWL10' } });
    expect(actor.getSnapshot().matches({ dialog: { paying: 'preparing' } })).toBe(true);
    expect(actor.getSnapshot().hasTag('checkoutLoading')).toBe(true);
    await waitFor(actor, (s) => s.matches({ dialog: 'coupon' }));
    expect(recorder.toasts('error')).toEqual(['Something went wrong, Please try again later.']);
    expect(actor.getSnapshot().context.coupon).toEqual({ coupon: 'LWL10' });
    expect(requests).toEqual([]);
  });

  it('shows an error when the payment fails and returns to the dialog with its data', async () => {
    const { actor, recorder, dialog } = start(false);
    actor.send({ type: 'buy.open', item: pkg });
    actor.send({ type: 'details.submit', details });
    await untilCheckout(actor, 'paying');
    dialog.fail('Bank server is down');
    expect(await closeCheckoutProblem(actor)).toBe('Payment Failed! Bank server is down');
    await waitFor(actor, (s) => s.matches({ dialog: 'details' }));
    expect(recorder.toasts('error')).toEqual([]);
    expect(actor.getSnapshot().context.details).toEqual(details);
  });

  it('shows the server message of a refused order, else the generic one', async () => {
    const refused = start(true, { order: { error: httpFailure(400, 'Invalid coupon code.') } });
    refused.actor.send({ type: 'buy.open', item: pkg });
    refused.actor.send({ type: 'coupon.submit', form: { coupon: 'NOPE' } });
    await waitFor(refused.actor, (s) => s.matches({ dialog: 'coupon' }));
    expect(refused.recorder.toasts('error')).toEqual(['Invalid coupon code.']);
    expect(refused.actor.getSnapshot().context.coupon).toEqual({ coupon: 'NOPE' });

    const broken = start(true, { order: { error: httpFailure(500) } });
    broken.actor.send({ type: 'buy.open', item: pkg });
    broken.actor.send({ type: 'coupon.submit', form: {} });
    // A 5xx shows in the in-page alert instead of a toast; Close returns to the dialog.
    expect(await closeCheckoutProblem(broken.actor)).toBe('Something went wrong, Please try again later.');
    await waitFor(broken.actor, (s) => s.matches({ dialog: 'coupon' }));
  });

  it('hands a 401 to the session and closes the dialog', async () => {
    const { actor, recorder } = start(true, { order: { error: httpFailure(401) } });
    actor.send({ type: 'buy.open', item: pkg });
    actor.send({ type: 'coupon.submit', form: {} });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(recorder.names()).toEqual(['expireSession']);
  });

  it('closes either dialog on request', () => {
    const member = start(true);
    member.actor.send({ type: 'buy.open', item: pkg });
    member.actor.send({ type: 'dialog.close' });
    expect(member.actor.getSnapshot().value).toBe('idle');
    const guest = start(false);
    guest.actor.send({ type: 'buy.open', item: pkg });
    guest.actor.send({ type: 'dialog.close' });
    expect(guest.actor.getSnapshot().value).toBe('idle');
  });

  it('keeps what a guest typed for the next Buy Now on the page', () => {
    const { actor } = start(false);
    actor.send({ type: 'profile.receive', profile: { ...details, first_name: 'Asha', last_name: 'Rao' } });
    actor.send({ type: 'buy.open', item: pkg });
    expect(detailsDialogValues(actor.getSnapshot().context)).toEqual(details);
    actor.send({ type: 'draft.keep', draft: { email: 'asha@kestrel.in' } });
    actor.send({ type: 'dialog.close' });
    actor.send({ type: 'buy.open', item: { id: 9, name: 'Coffee Meet' } });
    expect(detailsDialogValues(actor.getSnapshot().context)).toEqual({
      ...details,
      email: 'asha@kestrel.in',
    });
  });
});
