import type { AttendeeFormValues, PurchaseDetails } from '@lwl/schemas';
import { afterAll, describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { couponDialogValues, detailsDialogValues } from '../checkout/buyer-details.ts';
import { eventCheckoutMachine } from '../checkout/checkout-instances.ts';
import {
  type CheckoutFakes,
  checkoutHarness,
  closeCheckoutProblem,
  paidOrder,
  untilCheckout,
} from '../checkout/test-kit.ts';
import { httpFailure, type Scripted, settle } from '../shared/test-fakes.ts';
import { trackTransitions } from '../testing/coverage.ts';
import { eventBookingDraft } from './booking-draft.ts';
import {
  type EventBookingInput,
  type EventOrderRequest,
  eventBookingMachine,
} from './event-booking-machine.ts';
import { holderDialogValues, holdersAsked } from './event-holders.ts';
import { guestPlan, titanPlan } from './event-plans.fixture.ts';

const coverage = trackTransitions(eventBookingMachine);
afterAll(() => coverage.assertAllTaken());

const event = { id: 42, name: 'Leaders Summit', list_status: 'upcoming', prices: [guestPlan, titanPlan] };

const details: PurchaseDetails = {
  name: 'Asha Rao',
  email: 'asha@example.com',
  company_name: 'Kestrel Analytics',
  designation: 'Head of Product',
  phone: '9876543210',
};

/** The holders of a two-ticket order, as the dialog submits them. */
const twoHolders = [
  { name: 'Asha Rao', email: '' },
  { name: 'Meera Nair', email: 'meera@example.com' },
];

/** A profile whose contact is `contact`. */
function profileOf(contact: PurchaseDetails) {
  const [first_name = '', last_name = ''] = contact.name.split(' ');
  return { ...contact, first_name, last_name };
}

function start(
  input: Partial<EventBookingInput> = {},
  fakes: Partial<CheckoutFakes<EventOrderRequest>> = {},
  /** How `prepareCheckout` (the checkout's code) settles. */
  prepared: Scripted<void> = { ok: undefined },
) {
  const harness = checkoutHarness(eventCheckoutMachine, fakes);
  const clock = new SimulatedClock();
  const logic = eventBookingMachine.provide({
    actors: { checkout: harness.checkout, prepareCheckout: fromPromise(() => settle(prepared)) },
    actions: { showToast: harness.recorder.record('showToast') },
  });
  const actor = createActor(logic, {
    input: { event, signedIn: false, ...input },
    clock,
    inspect: coverage.inspect,
  });
  actor.start();
  return { actor, clock, ...harness };
}

describe('event booking', () => {
  it('offers no booking for an event that is not upcoming', () => {
    const { actor, recorder } = start({ event: { ...event, list_status: 'past' } });
    actor.send({ type: 'plan.select', planId: 11 });
    actor.send({ type: 'booking.open' });
    expect(actor.getSnapshot().value).toBe('unavailable');
    expect(actor.getSnapshot().context.planId).toBeNull();
    expect(recorder.calls).toEqual([]);
  });

  it('starts with no plan and quantity 0, and selects only plans the caller can view', () => {
    const { actor } = start();
    expect(actor.getSnapshot().context).toMatchObject({ planId: null, quantity: '0' });
    actor.send({ type: 'plan.select', planId: 12 });
    expect(actor.getSnapshot().context.planId).toBeNull();
    actor.send({ type: 'plan.select', planId: 11 });
    actor.send({ type: 'quantity.change', quantity: '3' });
    expect(actor.getSnapshot().context).toMatchObject({ planId: 11, quantity: '3' });
  });

  it("opens on a Titan member's own row, preselected; a guest starts with none", () => {
    const titanEvent = {
      ...event,
      prices: [
        { ...guestPlan, can_view: false },
        { ...titanPlan, can_view: true },
      ],
    };
    const titan = start({ event: titanEvent, signedIn: true, tier: 'Titan' }).actor;
    expect(titan.getSnapshot().context).toMatchObject({ planId: titanPlan.id, quantity: '0' });
    titan.send({ type: 'quantity.change', quantity: '2' });
    titan.send({ type: 'booking.open' });
    expect(titan.getSnapshot().matches({ dialog: 'coupon' })).toBe(true);
    // A tier the event has no buyable row for preselects nothing.
    expect(start({ event, signedIn: true, tier: 'Titan' }).actor.getSnapshot().context.planId).toBeNull();
    expect(start({ event: titanEvent }).actor.getSnapshot().context.planId).toBeNull();
  });

  it("refuses Book Now before a plan is chosen with 'No Event selected yet, Please select the Event First'", () => {
    const { actor, recorder } = start();
    actor.send({ type: 'quantity.change', quantity: '2' });
    actor.send({ type: 'booking.open' });
    expect(actor.getSnapshot().value).toBe('selecting');
    expect(recorder.toasts('error')).toEqual(['No Event selected yet, Please select the Event First']);
  });

  it('refuses Book Now with quantity 0', () => {
    const { actor, recorder } = start();
    actor.send({ type: 'plan.select', planId: 11 });
    actor.send({ type: 'booking.open' });
    expect(actor.getSnapshot().value).toBe('selecting');
    expect(recorder.toasts('error')).toEqual(['Please select the quantity.']);
  });

  it('books as a guest: Personal Details, event-payment order, checkout, /thank-you after 100 ms', async () => {
    const { actor, clock, recorder, dialog, requests } = start();
    actor.send({ type: 'plan.select', planId: 11 });
    actor.send({ type: 'quantity.change', quantity: '2' });
    actor.send({ type: 'booking.open' });
    expect(actor.getSnapshot().matches({ dialog: 'details' })).toBe(true);

    actor.send({ type: 'details.submit', details: { ...details, coupon: 'LWL10' }, attendees: twoHolders });
    await untilCheckout(actor, 'paying');
    expect(requests).toEqual([
      {
        kind: 'guest',
        body: {
          ...details,
          coupon: 'LWL10',
          quantity: 2,
          event_id: 42,
          attendees: [{ name: 'Asha Rao' }, { name: 'Meera Nair', email: 'meera@example.com' }],
        },
      },
    ]);
    expect(dialog.opened[0]).toMatchObject({
      currency: 'INR',
      description: 'Leaders Summit',
      prefill: { name: 'Asha Rao', email: 'asha@example.com', contact: '9876543210' },
    });

    dialog.succeed();
    await untilCheckout(actor, 'succeeded');
    expect(recorder.toasts('success')).toEqual(['Payment received. See you there!']);
    clock.increment(99);
    expect(recorder.count('navigate')).toBe(0);
    clock.increment(1);
    expect(recorder.calls.at(-1)).toMatchObject({ action: 'navigate', params: { to: '/thank-you' } });
    expect(actor.getSnapshot().value).toBe('booked');
  });

  it('books as a member through the coupon-only dialog (user-event-payment), paid shortcut', async () => {
    const { actor, clock, recorder, dialog, requests } = start(
      { signedIn: true },
      { order: { ok: paidOrder } },
    );
    actor.send({ type: 'plan.select', planId: 11 });
    actor.send({ type: 'quantity.change', quantity: '1' });
    actor.send({ type: 'booking.open' });
    expect(actor.getSnapshot().matches({ dialog: 'coupon' })).toBe(true);
    actor.send({ type: 'coupon.submit', form: { coupon: 'FREE100' } });
    await untilCheckout(actor, 'succeeded');
    expect(requests).toEqual([{ kind: 'member', body: { quantity: 1, event_id: 42, coupon: 'FREE100' } }]);
    expect(dialog.opened).toEqual([]);
    expect(recorder.toasts('success')).toEqual(['Payment successful.']);
    clock.increment(100);
    expect(actor.getSnapshot().value).toBe('booked');
  });

  it('closes either dialog without booking', () => {
    const guest = start();
    guest.actor.send({ type: 'plan.select', planId: 11 });
    guest.actor.send({ type: 'quantity.change', quantity: '1' });
    guest.actor.send({ type: 'booking.open' });
    guest.actor.send({ type: 'dialog.close' });
    expect(guest.actor.getSnapshot().value).toBe('selecting');

    const member = start({ signedIn: true });
    member.actor.send({ type: 'plan.select', planId: 11 });
    member.actor.send({ type: 'quantity.change', quantity: '1' });
    member.actor.send({ type: 'booking.open' });
    member.actor.send({ type: 'dialog.close' });
    expect(member.actor.getSnapshot().value).toBe('selecting');
    expect(member.requests).toEqual([]);
  });

  it("opens the details dialog with an account holder's profile; a closed dialog keeps what was typed", () => {
    const { actor } = start();
    actor.send({
      type: 'profile.receive',
      profile: { ...profileOf(details), phone: null },
    });
    actor.send({ type: 'plan.select', planId: 11 });
    actor.send({ type: 'quantity.change', quantity: '1' });
    actor.send({ type: 'booking.open' });
    expect(detailsDialogValues(actor.getSnapshot().context)).toEqual({ ...details, phone: '' });
    actor.send({ type: 'draft.keep', draft: { phone: '98765', coupon: 'LWL10' } });
    actor.send({ type: 'dialog.close' });
    actor.send({ type: 'booking.open' });
    expect(detailsDialogValues(actor.getSnapshot().context)).toEqual({
      ...details,
      phone: '98765',
      coupon: 'LWL10',
    });
  });

  it("keeps a member's typed coupon when the coupon dialog closes", () => {
    const { actor } = start({ signedIn: true });
    actor.send({ type: 'plan.select', planId: 11 });
    actor.send({ type: 'quantity.change', quantity: '1' });
    actor.send({ type: 'booking.open' });
    actor.send({ type: 'draft.keep', draft: { coupon: 'LWL1' } });
    actor.send({ type: 'dialog.close' });
    actor.send({ type: 'booking.open' });
    expect(couponDialogValues(actor.getSnapshot().context)).toEqual({ coupon: 'LWL1' });
  });

  it("shows 'Something went wrong' and reopens the dialog, details kept, when the checkout's code fails to load", async () => {
    const { actor, recorder, requests } = start({}, {}, { error: new TypeError('Failed to fetch') });
    actor.send({ type: 'plan.select', planId: 11 });
    actor.send({ type: 'quantity.change', quantity: '2' });
    actor.send({ type: 'booking.open' });
    actor.send({ type: 'details.submit', details, attendees: twoHolders });
    expect(actor.getSnapshot().matches({ dialog: { paying: 'preparing' } })).toBe(true);
    expect(actor.getSnapshot().hasTag('checkoutLoading')).toBe(true);
    await waitFor(actor, (s) => s.matches({ dialog: 'details' }));
    expect(recorder.toasts('error')).toEqual(['Something went wrong, Please try again later.']);
    expect(actor.getSnapshot().context.details).toEqual(details);
    expect(requests).toEqual([]);
  });

  it("shows 'Some thing went wrong' when the payment call fails and returns to the dialog, details kept", async () => {
    const { actor, recorder } = start({}, { order: { error: httpFailure(500) } });
    actor.send({ type: 'plan.select', planId: 11 });
    actor.send({ type: 'quantity.change', quantity: '2' });
    actor.send({ type: 'booking.open' });
    actor.send({ type: 'details.submit', details, attendees: twoHolders });
    expect(await closeCheckoutProblem(actor)).toBe('Some thing went wrong');
    await waitFor(actor, (s) => s.matches({ dialog: 'details' }));
    expect(recorder.toasts('error')).toEqual([]);
    expect(actor.getSnapshot().context.details).toEqual(details);
  });

  it('shows the server message of a refused order (status other than 1)', async () => {
    const { actor, recorder } = start(
      { signedIn: true },
      { order: { error: httpFailure(400, 'Invalid coupon code.') } },
    );
    actor.send({ type: 'plan.select', planId: 11 });
    actor.send({ type: 'quantity.change', quantity: '2' });
    actor.send({ type: 'booking.open' });
    actor.send({ type: 'coupon.submit', form: { coupon: 'NOPE' }, attendees: twoHolders });
    await waitFor(actor, (s) => s.matches({ dialog: 'coupon' }));
    expect(recorder.toasts('error')).toEqual(['Invalid coupon code.']);
    expect(actor.getSnapshot().context.coupon).toEqual({ coupon: 'NOPE' });
  });

  it("shows 'Some thing went wrong, Please try again.' when the confirmation is refused without a message", async () => {
    const { actor, recorder, dialog } = start({}, { confirm: { error: httpFailure(400, '') } });
    actor.send({ type: 'plan.select', planId: 11 });
    actor.send({ type: 'quantity.change', quantity: '1' });
    actor.send({ type: 'booking.open' });
    actor.send({ type: 'details.submit', details });
    await untilCheckout(actor, 'paying');
    dialog.succeed();
    await waitFor(actor, (s) => s.matches({ dialog: 'details' }));
    expect(recorder.toasts('error')).toEqual(['Some thing went wrong, Please try again.']);
  });

  it("shows 'Payment Failed! ' in the checkout's alert and returns to the dialog, details kept", async () => {
    const { actor, dialog } = start();
    actor.send({ type: 'plan.select', planId: 11 });
    actor.send({ type: 'quantity.change', quantity: '1' });
    actor.send({ type: 'booking.open' });
    actor.send({ type: 'details.submit', details });
    await untilCheckout(actor, 'paying');
    dialog.fail('Card declined');
    expect(await closeCheckoutProblem(actor)).toBe('Payment Failed! Card declined');
    expect(actor.getSnapshot().matches({ dialog: 'details' })).toBe(true);
    expect(actor.getSnapshot().context.details).toEqual(details);
  });

  it('hands a 401 to the session and leaves the dialog', async () => {
    const { actor, recorder } = start({ signedIn: true }, { order: { error: httpFailure(401) } });
    actor.send({ type: 'plan.select', planId: 11 });
    actor.send({ type: 'quantity.change', quantity: '1' });
    actor.send({ type: 'booking.open' });
    actor.send({ type: 'coupon.submit', form: {} });
    await waitFor(actor, (s) => s.matches('selecting'));
    expect(recorder.names()).toEqual(['expireSession']);
  });

  it('a 401 keeps plan, quantity, coupon and details; after sign-in the dialog reopens with them and pays', async () => {
    const expired = start({ signedIn: true }, { order: { error: httpFailure(401) } });
    expired.actor.send({ type: 'plan.select', planId: 11 });
    expired.actor.send({ type: 'quantity.change', quantity: '3' });
    expired.actor.send({ type: 'booking.open' });
    expired.actor.send({ type: 'draft.keep', draft: { name: 'Asha Rao' } });
    const holders = [
      { name: 'Asha Rao', email: '' },
      { name: 'Meera Nair', email: 'meera@example.com' },
      { name: 'Lata Rao', email: '' },
    ];
    expired.actor.send({ type: 'coupon.submit', form: { coupon: 'LWL10' }, attendees: holders });
    // What the page keeps when the session expires: the booking as it is, in its dialog.
    const kept = eventBookingDraft(
      expired.actor.getSnapshot().context,
      expired.actor.getSnapshot().matches('dialog'),
    );
    await waitFor(expired.actor, (s) => s.matches('selecting'));
    expect(expired.recorder.names()).toEqual(['expireSession']);
    expect(kept).toEqual({
      planId: 11,
      quantity: '3',
      coupon: 'LWL10',
      details: { name: 'Asha Rao' },
      attendees: holders,
      dialog: true,
    });

    // Stored as JSON in the tab, read back on the event page after signing in.
    const restored = JSON.parse(JSON.stringify(kept));
    const back = start({ signedIn: true, restored }, { order: { ok: paidOrder } });
    expect(back.actor.getSnapshot().matches({ dialog: 'coupon' })).toBe(true);
    expect(back.actor.getSnapshot().context).toMatchObject({
      planId: 11,
      quantity: '3',
      coupon: { coupon: 'LWL10' },
    });
    expect(couponDialogValues(back.actor.getSnapshot().context)).toEqual({ coupon: 'LWL10' });
    expect(detailsDialogValues(back.actor.getSnapshot().context)).toMatchObject({ name: 'Asha Rao' });
    expect(back.actor.getSnapshot().context.attendees).toEqual(holders);
    back.actor.send({
      type: 'coupon.submit',
      form: couponDialogValues(back.actor.getSnapshot().context),
      attendees: back.actor.getSnapshot().context.attendees ?? [],
    });
    await untilCheckout(back.actor, 'succeeded');
    expect(back.requests).toEqual([
      {
        kind: 'member',
        body: {
          quantity: 3,
          event_id: 42,
          coupon: 'LWL10',
          attendees: [
            { name: 'Asha Rao' },
            { name: 'Meera Nair', email: 'meera@example.com' },
            { name: 'Lata Rao' },
          ],
        },
      },
    ]);
  });

  it('restores a draft only for a member, and only choices the event still offers', () => {
    const draft = { planId: 11, quantity: '2', coupon: 'LWL10', details: {}, dialog: true };
    const guest = start({ restored: draft });
    expect(guest.actor.getSnapshot().value).toBe('selecting');
    expect(guest.actor.getSnapshot().context).toMatchObject({ planId: null, quantity: '0', coupon: {} });

    // A plan she cannot choose (any more): nothing reopens, no plan nor quantity is kept.
    const locked = start({ signedIn: true, restored: { ...draft, planId: 12 } });
    expect(locked.actor.getSnapshot().value).toBe('selecting');
    expect(locked.actor.getSnapshot().context).toMatchObject({ planId: null, quantity: '0' });

    // A quantity no selector offers falls back to 0, so the dialog does not reopen.
    const tampered = start({ signedIn: true, restored: { ...draft, quantity: '9' } });
    expect(tampered.actor.getSnapshot().value).toBe('selecting');
    expect(tampered.actor.getSnapshot().context).toMatchObject({ planId: 11, quantity: '0' });

    // Interrupted before Book Now: the choices come back, the dialog stays closed.
    const choosing = start({ signedIn: true, restored: { ...draft, dialog: false } });
    expect(choosing.actor.getSnapshot().value).toBe('selecting');
    expect(choosing.actor.getSnapshot().context).toMatchObject({ planId: 11, quantity: '2' });
  });

  describe('ticket holders (more than one ticket)', () => {
    type Holder = AttendeeFormValues;
    const [asha, meera, lata]: [Holder, Holder, Holder] = [
      { name: 'Asha Rao', email: '' },
      { name: 'Meera Nair', email: 'meera@example.com' },
      { name: ' Lata Rao ', email: ' ' },
    ];
    const threeHolders = [
      { name: 'Asha Rao', email: '' },
      { name: 'Meera Nair', email: 'meera@example.com' },
      { name: ' Lata Rao ', email: ' ' },
    ];
    const openFor = (quantity: '1' | '3', input: Partial<EventBookingInput> = {}) => {
      const booking = start(input);
      booking.actor.send({ type: 'plan.select', planId: 11 });
      booking.actor.send({ type: 'quantity.change', quantity });
      booking.actor.send({ type: 'booking.open' });
      return booking;
    };

    it('asks one holder per ticket, the first prefilled with the buyer, none for one ticket', () => {
      expect(holdersAsked(1)).toBe(0);
      expect(holderDialogValues(3, 'Asha Rao', null)).toEqual([
        { name: 'Asha Rao', email: '' },
        { name: '', email: '' },
        { name: '', email: '' },
      ]);
      // What was typed wins, even over the buyer's name; a shorter order keeps the first ones.
      expect(holderDialogValues(2, 'Asha Rao', threeHolders)).toEqual(threeHolders.slice(0, 2));
      expect(holderDialogValues(1, 'Asha Rao', threeHolders)).toEqual([]);
    });

    it('pays only with a valid holder per ticket: names required, as many as tickets, e-mails valid', async () => {
      const { actor, requests } = openFor('3');
      const refused: (AttendeeFormValues[] | undefined)[] = [
        undefined,
        [asha, meera],
        [asha, { name: '  ', email: '' }, lata],
        [asha, { ...meera, email: 'meera@' }, lata],
      ];
      for (const attendees of refused) {
        actor.send({ type: 'details.submit', details, ...(attendees ? { attendees } : {}) });
        expect(actor.getSnapshot().matches({ dialog: 'details' })).toBe(true);
      }
      expect(requests).toEqual([]);

      actor.send({ type: 'details.submit', details, attendees: threeHolders });
      await untilCheckout(actor, 'paying');
      expect(requests).toEqual([
        {
          kind: 'guest',
          body: {
            ...details,
            quantity: 3,
            event_id: 42,
            attendees: [
              { name: 'Asha Rao' },
              { name: 'Meera Nair', email: 'meera@example.com' },
              { name: 'Lata Rao' },
            ],
          },
        },
      ]);
    });

    it('sends no holders for one ticket: the buyer holds it', async () => {
      const { actor, requests } = openFor('1');
      actor.send({ type: 'details.submit', details });
      await untilCheckout(actor, 'paying');
      expect(requests).toEqual([{ kind: 'guest', body: { ...details, quantity: 1, event_id: 42 } }]);
    });

    it('names the holders of a member’s order through the coupon dialog too', async () => {
      const { actor, requests } = openFor('3', { signedIn: true });
      actor.send({ type: 'coupon.submit', form: {} });
      expect(actor.getSnapshot().matches({ dialog: 'coupon' })).toBe(true);
      actor.send({ type: 'coupon.submit', form: {}, attendees: threeHolders });
      await untilCheckout(actor, 'paying');
      expect(requests[0]).toMatchObject({
        kind: 'member',
        body: { quantity: 3, attendees: expect.any(Array) },
      });
    });

    it('keeps the holders typed when the dialog closes, for its next opening', () => {
      const { actor } = openFor('3');
      actor.send({ type: 'attendees.keep', attendees: threeHolders.slice(0, 2) });
      actor.send({ type: 'dialog.close' });
      actor.send({ type: 'booking.open' });
      const { attendees } = actor.getSnapshot().context;
      expect(holderDialogValues(3, 'Asha Rao', attendees)).toEqual([
        ...threeHolders.slice(0, 2),
        { name: '', email: '' },
      ]);
    });
  });
});
