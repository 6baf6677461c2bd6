/** What an event booking bought, for the receipt (loaded with the purchase dialogs). */
import { type EventBookingContext, findSelectablePlan } from '@lwl/machines';
import { type Event, eventInstant, type ReceiptItem, ROUTES } from '@lwl/schemas';

/**
 * The event, the ticket type and quantity, when and where, and where the booking now appears.
 * @public read through the module that use-event-booking.ts loads with import()
 */
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
      ? { to: '/profile?section=events', kind: 'account' }
      : { to: ROUTES.ticket, kind: 'tickets' },
  };
}
