/**
 * The membership purchase machine wired to the API: `GET membership/{slug}` for the options, the
 * shared checkout with `POST membership-payment` and `POST membership-payment-callback`, toasts and
 * navigation. The options load with the form; the order endpoints (purchase-schemas.ts) and the
 * checkout's code (deferred-checkout.ts) at the first input.
 */
import { membershipPurchaseMachine } from '@lwl/machines';
import { membershipPurchase, type PurchaseFormSlug } from '@lwl/schemas';
import { useMachine } from '@xstate/react';
import { usePurchaseCheckout } from '../../components/checkout/use-purchase-checkout.ts';
import {
  chosenMembershipReceipt,
  loadMembershipOptions,
  membershipQuote,
} from '../../components/membership-form/membership-calls.ts';
import { actorOptions } from '../../lib/inspect.ts';
import { navigateTo } from '../../lib/navigation.ts';
import { purchaseSchemas } from './load-purchase-schemas.ts';

/** `POST order-quote`, with the client loaded on demand like the form's other calls. */
export const deferredQuoteCall = membershipQuote;

export function useMembershipPurchase(slug: PurchaseFormSlug) {
  const checkout = usePurchaseCheckout(
    membershipPurchase,
    async () => (await purchaseSchemas()).membershipEndpoints,
  );
  const purchase = useMachine(
    membershipPurchaseMachine.provide({
      actors: { ...checkout.provided.actors, loadOptions: loadMembershipOptions },
      actions: {
        ...checkout.provided.actions,
        navigate: (_, { to }) => navigateTo(to),
      },
    }),
    { ...actorOptions(), input: { slug } },
  );
  const actor = purchase[2];
  checkout.setReceipt(() => chosenMembershipReceipt(actor.getSnapshot().context));
  return purchase;
}
