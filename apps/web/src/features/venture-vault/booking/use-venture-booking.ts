/**
 * Venture Vault booking (ventureBookingMachine) wired to the app: `GET user` for a member's prefill
 * (handed over as `profile.receive`), and the shared checkout with its row's calls (`venturePurchase`:
 * `POST venture-payment` / `POST venture-payment-callback`).
 */
import { isPassType, type VentureBookingContext, ventureBookingMachine } from '@lwl/machines';
import {
  type ReceiptItem,
  ROUTES,
  VENTURE_PASS_LABELS,
  VENTURE_VAULT,
  type VentureEdition,
  ventureEndpoints,
  venturePurchase,
} from '@lwl/schemas';
import { useMachine } from '@xstate/react';
import { useBuyerProfile } from '../../../account/use-buyer-profile.ts';
import { usePurchaseCheckout } from '../../../components/checkout/use-purchase-checkout.ts';
import { actorOptions } from '../../../lib/inspect.ts';

/**
 * `edition` (from `GET ventures`, when the backend sends it) gives the receipt its dates and venue and
 * the calendar file; without it the receipt names the pass only.
 */
export function useVentureBooking(signedIn: boolean, edition?: VentureEdition) {
  const purchase = usePurchaseCheckout(venturePurchase, ventureEndpoints);
  const booking = useMachine(ventureBookingMachine.provide(purchase.provided), {
    ...actorOptions(),
    input: { signedIn },
  });
  const [, send, actor] = booking;
  useBuyerProfile(signedIn, send);
  purchase.setReceipt(() => ventureReceiptItem(actor.getSnapshot().context, edition));
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
