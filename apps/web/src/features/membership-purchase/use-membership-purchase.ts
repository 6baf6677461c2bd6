/**
 * The membership purchase machine wired to the API: `GET membership/{slug}` for the options, the
 * shared checkout with its row's calls (`membershipPurchase`: `POST membership-payment` and
 * `POST membership-payment-callback`), toasts and navigation. The options load with the form; the order
 * endpoints (purchase-schemas.ts) and the checkout's code (deferred-checkout.ts) at the first input.
 */
import { membershipPurchaseMachine } from '@lwl/machines';
import { membershipPurchase, type PurchaseFormSlug } from '@lwl/schemas';
import { useMachine } from '@xstate/react';
import { membershipQuote } from '../../components/membership-form/membership-calls.ts';
import { useMembershipCheckout } from '../../components/membership-form/use-membership-checkout.ts';
import { actorOptions } from '../../lib/inspect.ts';
import { purchaseSchemas } from './load-purchase-schemas.ts';

/** `POST order-quote`, with the client loaded on demand like the form's other calls. */
export const deferredQuoteCall = membershipQuote;

const endpoints = async () => (await purchaseSchemas()).membershipEndpoints;

export function useMembershipPurchase(slug: PurchaseFormSlug) {
  const checkout = useMembershipCheckout(membershipPurchase, endpoints);
  const purchase = useMachine(membershipPurchaseMachine.provide(checkout.provided), {
    ...actorOptions(),
    input: { slug },
  });
  checkout.receiptFrom(purchase[2]);
  return purchase;
}
