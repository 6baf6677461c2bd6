/** The event booking machine wired to the event payment calls and the shared checkout. */
import { type EventBookingInput, type EventOrderRequest, eventBookingMachine } from '@lwl/machines';
import { type Event, eventsEndpoints } from '@lwl/schemas';
import { useMachine } from '@xstate/react';
import type { CheckoutCalls } from '../../components/checkout/checkout-providers.ts';
import { useDeferredCheckoutLogic } from '../../components/checkout/deferred-checkout.ts';
import { useReceiptSource } from '../../components/checkout/receipt-source.ts';
import { api } from '../../lib/api.ts';
import { actorOptions } from '../../lib/inspect.ts';
import { showToast } from '../../lib/toast.ts';

const eventCheckoutCalls: CheckoutCalls<EventOrderRequest> = {
  createOrder: (request, signal) =>
    request.kind === 'guest'
      ? api.request(eventsEndpoints['POST event-payment'], request.body, { signal })
      : api.request(eventsEndpoints['POST user-event-payment'], request.body, { signal }),
  confirmPayment: (confirmation, signal) =>
    api.request(eventsEndpoints['POST event-payment-callback'], confirmation, { signal }),
};

const loadCheckoutMachine = () =>
  import('./event-checkout-machine.ts').then((module) => module.eventCheckoutMachine);

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
  const receipt = useReceiptSource();
  const checkout = useDeferredCheckoutLogic(loadCheckoutMachine, eventCheckoutCalls, {
    receiptItem: receipt.get,
  });
  const booking = useMachine(
    eventBookingMachine.provide({
      actors: checkout,
      actions: { showToast: (_, params) => showToast(params) },
    }),
    { ...actorOptions(), input },
  );
  const actor = booking[2];
  receipt.set(() => eventReceipt?.eventReceiptItem(input.event, actor.getSnapshot().context) ?? null);
  return booking;
}
