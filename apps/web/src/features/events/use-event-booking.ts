/** The event booking machine wired to its row's calls (`eventPurchase`) and the shared checkout. */
import { type EventBookingInput, eventBookingMachine } from '@lwl/machines';
import { type Event, eventPurchase, eventsEndpoints } from '@lwl/schemas';
import { useMachine } from '@xstate/react';
import { usePurchaseCheckout } from '../../components/checkout/use-purchase-checkout.ts';
import { actorOptions } from '../../lib/inspect.ts';

let eventReceipt: typeof import('./event-receipt.ts') | null = null;

/**
 * Loads the receipt's builder with the purchase dialogs (a plan chosen, Book Now), out of the page's
 * first load; it is needed only when a payment completes.
 */
export function preloadEventReceipt(): void {
  void import('./event-receipt.ts').then((module) => {
    eventReceipt = module;
  });
}

export function useEventBooking(input: EventBookingInput & { event: Event }) {
  const purchase = usePurchaseCheckout(eventPurchase, eventsEndpoints);
  const booking = useMachine(eventBookingMachine.provide(purchase.provided), { ...actorOptions(), input });
  const actor = booking[2];
  purchase.setReceipt(() => eventReceipt?.eventReceiptItem(input.event, actor.getSnapshot().context) ?? null);
  return booking;
}
