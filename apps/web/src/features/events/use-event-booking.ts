/** The event booking machine wired to its row's calls (`eventPurchase`) and the shared checkout. */
import { type EventBookingInput, eventBookingDraft, eventBookingMachine } from '@lwl/machines';
import { type Event, eventPurchase, eventsEndpoints } from '@lwl/schemas';
import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { usePurchaseCheckout } from '../../components/checkout/use-purchase-checkout.ts';
import { actorOptions } from '../../lib/inspect.ts';
import { forgetDraft, peekDraft, useDraftOnExpiry } from '../../session/interrupted-forms.ts';

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

/**
 * A 401 keeps the booking (plan, quantity, coupon, details, the dialog open) and signing in brings her
 * back here: the machine starts from it, once.
 */
export function useEventBooking(input: EventBookingInput & { event: Event }) {
  const purchase = usePurchaseCheckout(eventPurchase, eventsEndpoints);
  const [restored] = useState(() => (input.signedIn ? peekDraft('eventBooking') : null));
  useEffect(() => {
    if (!restored) return;
    forgetDraft('eventBooking');
    preloadEventReceipt();
  }, [restored]);
  const booking = useMachine(eventBookingMachine.provide(purchase.provided), {
    ...actorOptions(),
    input: { ...input, restored },
  });
  const actor = booking[2];
  useDraftOnExpiry('eventBooking', () => {
    const snapshot = actor.getSnapshot();
    return snapshot.matches('unavailable')
      ? null
      : eventBookingDraft(snapshot.context, snapshot.matches('dialog'));
  });
  purchase.setReceipt(() => eventReceipt?.eventReceiptItem(input.event, actor.getSnapshot().context) ?? null);
  return booking;
}
