/** The event booking machine wired to the event payment calls and the shared checkout. */
import {
  type EventBookingContext,
  type EventBookingInput,
  type EventOrderRequest,
  eventBookingMachine,
  eventCheckoutMachine,
  findSelectablePlan,
} from '@lwl/machines';
import {
  checkoutTexts,
  type Event,
  eventInstant,
  eventsEndpoints,
  type ReceiptItem,
  ROUTES,
} from '@lwl/schemas';
import { useMachine } from '@xstate/react';
import { api } from '../../lib/api.ts';
import { actorOptions } from '../../lib/inspect.ts';
import { showToast } from '../../lib/toast.ts';
import { type CheckoutCalls, useCheckoutLogic, useReceiptSource } from '../checkout/checkout-providers.ts';

export const eventCheckoutCalls: CheckoutCalls<EventOrderRequest> = {
  createOrder: (request, signal) =>
    request.kind === 'guest'
      ? api.request(eventsEndpoints['POST event-payment'], request.body, { signal })
      : api.request(eventsEndpoints['POST user-event-payment'], request.body, { signal }),
  confirmPayment: (confirmation, signal) =>
    api.request(eventsEndpoints['POST event-payment-callback'], confirmation, { signal }),
};

/** What a booking bought, for the receipt: the event, the ticket type and quantity, when and where. */
export function eventReceiptItem(event: Event, context: EventBookingContext): ReceiptItem | null {
  const plan = findSelectablePlan(event.prices, context.planId);
  const quantity = Number(context.quantity);
  if (!plan || quantity < 1) return null;
  return {
    kind: 'event',
    item: event.name,
    term: plan.membership,
    quantity,
    ...(context.details ? { email: context.details.email } : {}),
    schedule: {
      starts_at: eventInstant(event.event_date, event.start_time_edited, event.timezone),
      ends_at: eventInstant(event.event_date, event.end_time_edited, event.timezone),
      venue: event.address,
    },
    account: context.signedIn
      ? { to: '/profile?section=events', label: checkoutTexts.seeInAccount }
      : { to: ROUTES.ticket, label: checkoutTexts.seeTicket },
  };
}

export function useEventBooking(input: EventBookingInput & { event: Event }) {
  const receipt = useReceiptSource();
  const checkout = useCheckoutLogic(eventCheckoutMachine, eventCheckoutCalls, { receiptItem: receipt.get });
  const booking = useMachine(
    eventBookingMachine.provide({
      actors: { checkout },
      actions: { toastError: (_, { message }) => showToast({ kind: 'error', message }) },
    }),
    { ...actorOptions(), input },
  );
  const actor = booking[2];
  receipt.set(() => eventReceiptItem(input.event, actor.getSnapshot().context));
  return booking;
}
