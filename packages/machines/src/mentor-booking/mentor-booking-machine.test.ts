import type { PurchaseDetails } from '@lwl/schemas';
import { afterAll, describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { detailsDialogValues } from '../checkout/buyer-details.ts';
import { mentorCheckoutMachine } from '../checkout/checkout-instances.ts';
import type { ConfirmAnswer } from '../checkout/checkout-machine.ts';
import { type CheckoutFakes, checkoutHarness, untilCheckout } from '../checkout/test-kit.ts';
import { buyerDetails } from '../shared/buyer.fixture.ts';
import { httpFailure, type Scripted, settle } from '../shared/test-fakes.ts';
import { trackTransitions } from '../testing/coverage.ts';
import {
  type FreeSessionRequest,
  type MentorBookingInput,
  type MentorOrderRequest,
  mentorBookingMachine,
} from './mentor-booking-machine.ts';

const coverage = trackTransitions(mentorBookingMachine);
afterAll(() => coverage.assertAllTaken());

const MEMBERS_ONLY =
  'The mentorship program is exclusively available to members. Please sign in to access this page and continue';

const mentor = {
  id: 5,
  name: 'Dr. Kavya Menon',
  allow_non_member: true,
  session_price_without_gst: 3000,
  non_member_price_without_gst: 4500,
};

const details: PurchaseDetails = { ...buyerDetails, coupon: 'LWL10' };

function start(
  input: Partial<MentorBookingInput> = {},
  fakes: Partial<CheckoutFakes<MentorOrderRequest>> = {},
  free: Scripted<ConfirmAnswer> = { ok: { status: 1, message: 'Your free session is booked.' } },
  /** How `prepareCheckout` (the checkout's code) settles. */
  prepared: Scripted<void> = { ok: undefined },
) {
  const harness = checkoutHarness(mentorCheckoutMachine, fakes);
  const freeRequests: FreeSessionRequest[] = [];
  const { recorder } = harness;
  const logic = mentorBookingMachine.provide({
    actors: {
      checkout: harness.checkout,
      prepareCheckout: fromPromise(() => settle(prepared)),
      bookFreeSession: fromPromise<ConfirmAnswer, FreeSessionRequest>(async ({ input: request }) => {
        freeRequests.push(request);
        if ('error' in free) throw free.error;
        return free.ok;
      }),
    },
    actions: {
      showToast: recorder.record('showToast'),
      closeDialog: recorder.record('closeDialog'),
      expireSession: recorder.record('expireSession'),
    },
  });
  const clock = new SimulatedClock();
  const actor = createActor(logic, {
    input: { mentor, signedIn: false, ...input },
    clock,
    inspect: coverage.inspect,
  });
  actor.start();
  return { actor, clock, freeRequests, ...harness };
}

describe('mentor booking', () => {
  it('refuses both dialogs to a guest on a members-only mentor with the members-only message', () => {
    const { actor, recorder } = start({ mentor: { ...mentor, allow_non_member: false } });
    actor.send({ type: 'payment.open' });
    actor.send({ type: 'freeSession.open' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(recorder.toasts('error')).toEqual([MEMBERS_ONLY, MEMBERS_ONLY]);
  });

  it('lets a member book a members-only mentor: Pay Now, checkout, /thank-you after 1 s', async () => {
    const { actor, clock, recorder, dialog, requests } = start({
      signedIn: true,
      mentor: { ...mentor, allow_non_member: false },
    });
    actor.send({ type: 'payment.open' });
    actor.send({ type: 'details.submit', details });
    await untilCheckout(actor, 'paying');
    expect(requests).toEqual([{ mentor_id: 5, ...details }]);
    expect(dialog.opened[0]).toMatchObject({ currency: 'INR', description: 'Dr. Kavya Menon' });
    dialog.succeed();
    await untilCheckout(actor, 'succeeded');
    clock.increment(1000);
    expect(recorder.calls.at(-1)).toMatchObject({ action: 'navigate', params: { to: '/thank-you' } });
    expect(actor.getSnapshot().value).toBe('booked');
  });

  it("shows 'Something went wrong' and returns to the Pay Now dialog when the checkout's code fails to load", async () => {
    const { actor, recorder, requests } = start({}, {}, undefined, {
      error: new TypeError('Failed to fetch'),
    });
    actor.send({ type: 'payment.open' });
    actor.send({ type: 'details.submit', details });
    expect(actor.getSnapshot().matches({ payment: { paying: 'preparing' } })).toBe(true);
    expect(actor.getSnapshot().hasTag('checkoutLoading')).toBe(true);
    await waitFor(actor, (s) => s.matches({ payment: 'editing' }));
    expect(recorder.toasts('error')).toEqual(['Something went wrong, Please try again later.']);
    expect(actor.getSnapshot().context.details).toEqual(details);
    expect(requests).toEqual([]);
  });

  it('returns to the Pay Now dialog with the server message when the order is refused', async () => {
    const { actor, recorder } = start({}, { order: { error: httpFailure(403, MEMBERS_ONLY) } });
    actor.send({ type: 'payment.open' });
    actor.send({ type: 'details.submit', details });
    await waitFor(actor, (s) => s.matches({ payment: 'editing' }));
    expect(recorder.toasts('error')).toEqual([MEMBERS_ONLY]);
    expect(actor.getSnapshot().context.details).toEqual(details);
  });

  it('hands a 401 during Pay Now to the session', async () => {
    const { actor, recorder } = start({ signedIn: true }, { order: { error: httpFailure(401) } });
    actor.send({ type: 'payment.open' });
    actor.send({ type: 'details.submit', details });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(recorder.names()).toEqual(['expireSession']);
  });

  it('closes the Pay Now and free-session dialogs on request', () => {
    const { actor } = start();
    actor.send({ type: 'payment.open' });
    actor.send({ type: 'dialog.close' });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'freeSession.open' });
    actor.send({ type: 'dialog.close' });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it("opens both dialogs with a signed-in buyer's profile, then with what she typed before closing", () => {
    const { actor } = start({ signedIn: true });
    actor.send({
      type: 'profile.receive',
      profile: {
        first_name: 'Ananya',
        last_name: 'Rao',
        phone: '9820012345',
        email: 'titan@lwl.test',
        company_name: 'Rao Ventures Pvt Ltd',
        designation: 'Managing Director',
      },
    });
    const titan = {
      name: 'Ananya Rao',
      email: 'titan@lwl.test',
      company_name: 'Rao Ventures Pvt Ltd',
      designation: 'Managing Director',
      phone: '9820012345',
    };
    actor.send({ type: 'freeSession.open' });
    expect(detailsDialogValues(actor.getSnapshot().context)).toEqual(titan);
    actor.send({ type: 'draft.keep', draft: { ...titan, designation: 'Founder' } });
    actor.send({ type: 'dialog.close' });
    actor.send({ type: 'payment.open' });
    expect(detailsDialogValues(actor.getSnapshot().context)).toEqual({ ...titan, designation: 'Founder' });
  });

  it("books a free session without the coupon and shows the server's message", async () => {
    const { actor, recorder, freeRequests } = start();
    actor.send({ type: 'freeSession.open' });
    actor.send({ type: 'details.submit', details });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('idle'));
    const { coupon: _coupon, ...contact } = details;
    expect(freeRequests).toEqual([{ mentor_id: 5, ...contact }]);
    expect(recorder.calls).toEqual([
      { action: 'showToast', params: { kind: 'success', message: 'Your free session is booked.' } },
      { action: 'closeDialog' },
    ]);
    expect(actor.getSnapshot().context.details).toBeNull();
  });

  it('shows the message of a refused free session (a status 0 answer) and keeps the dialog', async () => {
    const { actor, recorder } = start({}, {}, { error: httpFailure(400, 'Slot unavailable.') });
    actor.send({ type: 'freeSession.open' });
    actor.send({ type: 'details.submit', details });
    await waitFor(actor, (s) => s.matches({ freeSession: 'editing' }));
    expect(recorder.toasts('error')).toEqual(['Slot unavailable.']);
  });

  it('shows the server message of a failed free-session call, else the generic one', async () => {
    const refused = start({}, {}, { error: httpFailure(400, 'Phone Number is required') });
    refused.actor.send({ type: 'freeSession.open' });
    refused.actor.send({ type: 'details.submit', details });
    await waitFor(refused.actor, (s) => s.matches({ freeSession: 'editing' }));
    expect(refused.recorder.toasts('error')).toEqual(['Phone Number is required']);

    const broken = start({}, {}, { error: httpFailure(500) });
    broken.actor.send({ type: 'freeSession.open' });
    broken.actor.send({ type: 'details.submit', details });
    await waitFor(broken.actor, (s) => s.matches({ freeSession: 'editing' }));
    expect(broken.recorder.toasts('error')).toEqual(['Something went wrong, Please try again later.']);

    const blank = start({}, {}, { error: httpFailure(400, '') });
    blank.actor.send({ type: 'freeSession.open' });
    blank.actor.send({ type: 'details.submit', details });
    await waitFor(blank.actor, (s) => s.matches({ freeSession: 'editing' }));
    expect(blank.recorder.toasts('error')).toEqual(['Something went wrong, Please try again later.']);
  });

  it('hands a 401 on the free session to the session', async () => {
    const { actor, recorder } = start({ signedIn: true }, {}, { error: httpFailure(401) });
    actor.send({ type: 'freeSession.open' });
    actor.send({ type: 'details.submit', details });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(recorder.names()).toEqual(['expireSession']);
  });
});
