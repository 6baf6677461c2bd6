/**
 * The membership purchase machine wired to the API: `GET membership/{slug}` for the options, the
 * shared checkout with `POST membership-payment` and `POST membership-payment-callback`, toasts and
 * navigation. The options load with the form; the order endpoints at the first input (purchase-schemas.ts).
 */
import {
  type MembershipOrderRequest,
  membershipCheckoutMachine,
  membershipPurchaseMachine,
} from '@lwl/machines';
import type { PurchaseFormSlug } from '@lwl/schemas';
import { useMachine } from '@xstate/react';
import { useCheckoutLogic, useReceiptSource } from '../../components/checkout/checkout-providers.ts';
import {
  chosenMembershipReceipt,
  membershipCalls,
} from '../../components/membership-form/membership-calls.ts';
import { actorOptions } from '../../lib/inspect.ts';
import { navigateTo } from '../../lib/navigation.ts';
import { showToast } from '../../lib/toast.ts';
import { purchaseSchemas } from './load-purchase-schemas.ts';

const calls = membershipCalls<MembershipOrderRequest>(
  purchaseSchemas,
  ({ api, membershipEndpoints }) =>
    (request, signal) =>
      api.request(membershipEndpoints['POST membership-payment'], request, { signal }),
);

/** `POST order-quote`, with the client loaded on demand like the form's other calls. */
export const deferredQuoteCall = calls.quote;

export function useMembershipPurchase(slug: PurchaseFormSlug) {
  const receipt = useReceiptSource();
  const checkout = useCheckoutLogic(membershipCheckoutMachine, calls.checkout, { receiptItem: receipt.get });
  const purchase = useMachine(
    membershipPurchaseMachine.provide({
      actors: { checkout, loadOptions: calls.loadOptions },
      actions: {
        showToast: (_, params) => showToast(params),
        navigate: (_, { to }) => navigateTo(to),
      },
    }),
    { ...actorOptions(), input: { slug } },
  );
  const actor = purchase[2];
  receipt.set(() => chosenMembershipReceipt(actor.getSnapshot().context));
  return purchase;
}
