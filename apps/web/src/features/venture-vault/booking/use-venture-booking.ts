/**
 * Venture Vault booking (ventureBookingMachine) wired to the app: `GET user` for a member's prefill
 * (handed over as `profile.receive`), and the shared checkout with `POST venture-payment` /
 * `POST venture-payment-callback`.
 */
import {
  isPassType,
  type VentureBookingContext,
  type VentureOrderRequest,
  ventureBookingMachine,
} from '@lwl/machines';
import {
  type ReceiptItem,
  ROUTES,
  VENTURE_PASS_LABELS,
  VENTURE_VAULT,
  type VentureEdition,
  ventureEndpoints,
} from '@lwl/schemas';
import { useMachine } from '@xstate/react';
import { useBuyerProfile } from '../../../account/use-buyer-profile.ts';
import type { CheckoutCalls } from '../../../components/checkout/checkout-providers.ts';
import { useDeferredCheckoutLogic } from '../../../components/checkout/deferred-checkout.ts';
import { useReceiptSource } from '../../../components/checkout/receipt-source.ts';
import { api } from '../../../lib/api.ts';
import { actorOptions } from '../../../lib/inspect.ts';
import { showToast } from '../../../lib/toast.ts';

const ventureCheckoutCalls: CheckoutCalls<VentureOrderRequest> = {
  createOrder: (request, signal) =>
    api.request(ventureEndpoints['POST venture-payment'], request, { signal }),
  confirmPayment: (confirmation, signal) =>
    api.request(ventureEndpoints['POST venture-payment-callback'], confirmation, { signal }),
};

const loadCheckoutMachine = () =>
  import('./venture-checkout-machine.ts').then((module) => module.ventureCheckoutMachine);

/**
 * `edition` (from `GET ventures`, when the backend sends it) gives the receipt its dates and venue and
 * the calendar file; without it the receipt names the pass only.
 */
export function useVentureBooking(signedIn: boolean, edition?: VentureEdition) {
  const receipt = useReceiptSource();
  const checkout = useDeferredCheckoutLogic(loadCheckoutMachine, ventureCheckoutCalls, {
    receiptItem: receipt.get,
  });
  const booking = useMachine(
    ventureBookingMachine.provide({
      actors: checkout,
      actions: { showToast: (_, params) => showToast(params) },
    }),
    { ...actorOptions(), input: { signedIn } },
  );
  const [, send, actor] = booking;
  useBuyerProfile(signedIn, send);
  receipt.set(() => ventureReceiptItem(actor.getSnapshot().context, edition));
  return booking;
}

function ventureReceiptItem(context: VentureBookingContext, edition?: VentureEdition): ReceiptItem | null {
  const { pkg, passChoice, details } = context;
  if (pkg === null || !isPassType(passChoice)) return null;
  return {
    kind: 'venture',
    item: edition ? `${VENTURE_VAULT.title} · ${edition.name}` : VENTURE_VAULT.title,
    term: `${pkg.group_info} · ${VENTURE_PASS_LABELS[passChoice]}`,
    quantity: 1,
    ...(details ? { email: details.email } : {}),
    ...(edition
      ? {
          schedule: {
            starts_at: edition.starts_at,
            ends_at: edition.ends_at,
            venue: `${edition.venue}, ${edition.city}`,
          },
        }
      : {}),
    account: { to: ROUTES.ticket, kind: 'tickets' },
  };
}

export type VentureBookingSnapshot = ReturnType<typeof useVentureBooking>[0];
export type VentureBookingSend = ReturnType<typeof useVentureBooking>[1];
