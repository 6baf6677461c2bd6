/**
 * Venture Vault booking (ventureBookingMachine) wired to the app: `GET user` for a member's prefill,
 * and the shared checkout with `POST venture-payment` / `POST venture-payment-callback`.
 */
import {
  fromRequest,
  type VentureOrderRequest,
  ventureBookingMachine,
  ventureCheckoutMachine,
} from '@lwl/machines';
import { profileEndpoints, type User, ventureEndpoints } from '@lwl/schemas';
import { useMachine } from '@xstate/react';
import { api } from '../../../lib/api.ts';
import { actorOptions } from '../../../lib/inspect.ts';
import { SessionContext } from '../../../session/session-context.ts';
import { type CheckoutCalls, useCheckoutLogic } from '../../checkout/checkout-providers.ts';

const ventureCheckoutCalls: CheckoutCalls<VentureOrderRequest> = {
  createOrder: (request, signal) =>
    api.request(ventureEndpoints['POST venture-payment'], request, { signal }),
  confirmPayment: (confirmation, signal) =>
    api.request(ventureEndpoints['POST venture-payment-callback'], confirmation, { signal }),
};

const fetchProfile = fromRequest<User, void>(
  async ({ signal }) => (await api.request(profileEndpoints['GET user'], {}, { signal })).data,
);

export function useVentureBooking(signedIn: boolean) {
  const session = SessionContext.useActorRef();
  const checkout = useCheckoutLogic(ventureCheckoutMachine, ventureCheckoutCalls);
  return useMachine(
    ventureBookingMachine.provide({
      actors: { checkout, fetchProfile },
      actions: { sessionExpired: () => session.send({ type: 'session.expired' }) },
    }),
    { ...actorOptions(), input: { signedIn } },
  );
}

export type VentureBookingSnapshot = ReturnType<typeof useVentureBooking>[0];
export type VentureBookingSend = ReturnType<typeof useVentureBooking>[1];
