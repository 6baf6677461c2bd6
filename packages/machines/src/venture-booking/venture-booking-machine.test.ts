import type { User } from '@lwl/schemas';
import { afterAll, describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { detailsDialogValues } from '../checkout/buyer-details.ts';
import { ventureCheckoutMachine } from '../checkout/checkout-instances.ts';
import {
  type CheckoutFakes,
  checkoutHarness,
  closeCheckoutProblem,
  paidOrder,
  untilCheckout,
} from '../checkout/test-kit.ts';
import { buyerDetails } from '../shared/buyer.fixture.ts';
import { httpFailure, type Scripted, settle } from '../shared/test-fakes.ts';
import { trackTransitions } from '../testing/coverage.ts';
import { type VentureOrderRequest, ventureBookingMachine } from './venture-booking-machine.ts';
import { ventureIndividualPass } from './venture-package.fixture.ts';

const coverage = trackTransitions(ventureBookingMachine);
afterAll(() => coverage.assertAllTaken());

const pkg = ventureIndividualPass;
const details = buyerDetails;

const profile: User = {
  id: 9,
  title: 'Ms',
  first_name: 'Meera',
  last_name: 'Iyer',
  phone: '9123456780',
  email: 'meera@example.com',
  company_name: 'Iyer & Co',
  designation: 'Partner',
  city: 'Mumbai',
  state: null,
  pincode: '400001',
  image: null,
  provides_gst_details: false,
  gst_number: null,
  gst_company_name: null,
  gst_address_line_1: null,
  gst_address_line_2: null,
  gst_state: null,
  gst_pincode: null,
};

function start(
  signedIn: boolean,
  fakes: Partial<CheckoutFakes<VentureOrderRequest>> = {},
  /** How `prepareCheckout` (the checkout's code) settles. */
  prepared: Scripted<void> = { ok: undefined },
) {
  const harness = checkoutHarness(ventureCheckoutMachine, fakes);
  const clock = new SimulatedClock();
  const logic = ventureBookingMachine.provide({
    actors: { checkout: harness.checkout, prepareCheckout: fromPromise(() => settle(prepared)) },
    actions: { showToast: harness.recorder.record('showToast') },
  });
  const actor = createActor(logic, { input: { signedIn }, clock, inspect: coverage.inspect });
  actor.start();
  return { actor, clock, ...harness };
}

describe('venture booking', () => {
  it('books as a non-member: pass type, details, checkout, /venturethank-you after 1 s', async () => {
    const { actor, clock, recorder, dialog, requests } = start(false);
    actor.send({ type: 'booking.open', pkg });
    expect(actor.getSnapshot().matches({ dialog: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context.details).toBeNull();

    actor.send({ type: 'pass.select', choice: 'two_days_pass' });
    actor.send({ type: 'details.submit', details });
    await untilCheckout(actor, 'paying');
    expect(requests).toEqual([
      { ...details, member_type: 'non_member', price_type: 'two_days_pass', venture_id: 3 },
    ]);
    expect(dialog.opened[0]?.currency).toBe('INR');

    dialog.succeed();
    await untilCheckout(actor, 'succeeded');
    expect(recorder.toasts('success')).toEqual(['Payment received. See you there!']);
    clock.increment(999);
    expect(recorder.count('navigate')).toBe(0);
    clock.increment(1);
    expect(recorder.calls.at(-1)).toMatchObject({ action: 'navigate', params: { to: '/venturethank-you' } });
    expect(actor.getSnapshot().value).toBe('booked');
  });

  it("prefills a member's modal from the profile the app hands over, and books as 'member'", async () => {
    const { actor, requests } = start(true);
    actor.send({ type: 'profile.receive', profile });
    actor.send({ type: 'booking.open', pkg });
    expect(actor.getSnapshot().matches({ dialog: 'editing' })).toBe(true);
    expect(detailsDialogValues(actor.getSnapshot().context)).toEqual({
      name: 'Meera Iyer',
      email: 'meera@example.com',
      company_name: 'Iyer & Co',
      designation: 'Partner',
      phone: '9123456780',
    });
    actor.send({ type: 'pass.select', choice: 'day_1_pass' });
    actor.send({ type: 'details.submit', details });
    await untilCheckout(actor, 'paying');
    expect(requests[0]).toMatchObject({ member_type: 'member', price_type: 'day_1_pass' });
  });

  it('opens an empty modal while no profile has arrived', () => {
    const { actor } = start(true);
    actor.send({ type: 'booking.open', pkg });
    expect(detailsDialogValues(actor.getSnapshot().context)).toEqual({});
  });

  it("refuses to submit without a pass type: 'Please select the Plan duration.'", () => {
    const { actor, requests } = start(false);
    actor.send({ type: 'booking.open', pkg });
    actor.send({ type: 'details.submit', details });
    expect(actor.getSnapshot().matches({ dialog: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('Please select the Plan duration.');
    expect(actor.getSnapshot().context.details).toEqual(details);
    expect(requests).toEqual([]);
  });

  it("says 'Please select the day type.' for the empty option, and clears it on a real choice", () => {
    const { actor } = start(false);
    actor.send({ type: 'booking.open', pkg });
    actor.send({ type: 'pass.select', choice: '' });
    expect(actor.getSnapshot().context.error).toBe('Please select the day type.');
    actor.send({ type: 'details.submit', details });
    expect(actor.getSnapshot().context.error).toBe('Please select the day type.');
    actor.send({ type: 'pass.select', choice: 'day_2_pass' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('shows the message of an already paid order and closes the modal', async () => {
    const { actor, clock, recorder, dialog } = start(false, {
      order: { ok: { ...paidOrder, message: 'You have already booked this pass.' } },
    });
    actor.send({ type: 'booking.open', pkg });
    actor.send({ type: 'pass.select', choice: 'day_1_pass' });
    actor.send({ type: 'details.submit', details });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(recorder.calls).toEqual([
      { action: 'showToast', params: { kind: 'success', message: 'You have already booked this pass.' } },
      { action: 'closeDialog' },
    ]);
    clock.increment(5000);
    expect(recorder.count('navigate')).toBe(0);
    expect(dialog.opened).toEqual([]);
  });

  it("shows 'Something went wrong' and returns to the modal with its data when the checkout's code fails to load", async () => {
    const { actor, recorder, requests } = start(false, {}, { error: new TypeError('Failed to fetch') });
    actor.send({ type: 'booking.open', pkg });
    actor.send({ type: 'pass.select', choice: 'day_1_pass' });
    actor.send({ type: 'details.submit', details });
    expect(actor.getSnapshot().matches({ dialog: { paying: 'preparing' } })).toBe(true);
    expect(actor.getSnapshot().hasTag('checkoutLoading')).toBe(true);
    await waitFor(actor, (s) => s.matches({ dialog: 'editing' }));
    expect(recorder.toasts('error')).toEqual(['Something went wrong, Please try again later.']);
    expect(actor.getSnapshot().context).toMatchObject({ details, passChoice: 'day_1_pass' });
    expect(requests).toEqual([]);
  });

  it('returns to the modal with its data when the order fails', async () => {
    const { actor, recorder } = start(false, { order: { error: httpFailure(500) } });
    actor.send({ type: 'booking.open', pkg });
    actor.send({ type: 'pass.select', choice: 'day_1_pass' });
    actor.send({ type: 'details.submit', details });
    expect(await closeCheckoutProblem(actor)).toBe('Something went wrong, Please try again later.');
    await waitFor(actor, (s) => s.matches({ dialog: 'editing' }));
    expect(recorder.toasts('error')).toEqual([]);
    expect(actor.getSnapshot().context).toMatchObject({ details, passChoice: 'day_1_pass' });
  });

  it('keeps the modal open while paying, and closes it on request otherwise', async () => {
    const { actor, dialog } = start(false);
    actor.send({ type: 'booking.open', pkg });
    actor.send({ type: 'pass.select', choice: 'day_1_pass' });
    actor.send({ type: 'details.submit', details });
    await untilCheckout(actor, 'paying');
    actor.send({ type: 'dialog.close' });
    expect(actor.getSnapshot().matches({ dialog: 'paying' })).toBe(true);
    dialog.dismiss();
    await waitFor(actor, (s) => s.matches({ dialog: 'editing' }));
    actor.send({ type: 'draft.keep', draft: { ...details, name: 'Asha R.' } });
    actor.send({ type: 'dialog.close' });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('keeps what was typed and the pass chosen when the modal closes, for the same package', () => {
    const { actor } = start(false);
    actor.send({ type: 'booking.open', pkg });
    actor.send({ type: 'pass.select', choice: 'day_2_pass' });
    actor.send({ type: 'draft.keep', draft: { name: 'Asha', phone: '98' } });
    actor.send({ type: 'dialog.close' });
    actor.send({ type: 'booking.open', pkg });
    expect(actor.getSnapshot().context.passChoice).toBe('day_2_pass');
    expect(detailsDialogValues(actor.getSnapshot().context)).toEqual({ name: 'Asha', phone: '98' });

    actor.send({ type: 'dialog.close' });
    actor.send({ type: 'booking.open', pkg: { ...pkg, id: pkg.id + 1 } });
    expect(actor.getSnapshot().context.passChoice).toBeNull();
    expect(detailsDialogValues(actor.getSnapshot().context)).toEqual({ name: 'Asha', phone: '98' });
  });

  it('hands a 401 on the order to the session and closes the modal', async () => {
    const { actor, recorder } = start(true, { order: { error: httpFailure(401) } });
    actor.send({ type: 'booking.open', pkg });
    actor.send({ type: 'pass.select', choice: 'day_1_pass' });
    actor.send({ type: 'details.submit', details });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(recorder.names()).toEqual(['expireSession']);
  });
});
