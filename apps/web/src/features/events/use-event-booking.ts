/** The event booking machine wired to the event payment calls and the shared checkout. */
import {
  type EventBookingInput,
  type EventOrderRequest,
  eventBookingMachine,
  eventCheckoutMachine,
} from '@lwl/machines';
import { eventsEndpoints } from '@lwl/schemas';
import { useMachine } from '@xstate/react';
import { api } from '../../lib/api.ts';
import { actorOptions } from '../../lib/inspect.ts';
import { showToast } from '../../lib/toast.ts';
import { type CheckoutCalls, useCheckoutLogic } from '../checkout/checkout-providers.ts';

export const eventCheckoutCalls: CheckoutCalls<EventOrderRequest> = {
  createOrder: (request, signal) =>
    request.kind === 'guest'
      ? api.request(eventsEndpoints['POST event-payment'], request.body, { signal })
      : api.request(eventsEndpoints['POST user-event-payment'], request.body, { signal }),
  confirmPayment: (confirmation, signal) =>
    api.request(eventsEndpoints['POST event-payment-callback'], confirmation, { signal }),
};

export function useEventBooking(input: EventBookingInput) {
  const checkout = useCheckoutLogic(eventCheckoutMachine, eventCheckoutCalls);
  return useMachine(
    eventBookingMachine.provide({
      actors: { checkout },
      actions: { toastError: (_, { message }) => showToast({ kind: 'error', message }) },
    }),
    { ...actorOptions(), input },
  );
}
