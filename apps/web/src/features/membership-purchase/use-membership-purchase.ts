/**
 * The membership purchase machine wired to the API: `GET membership/{slug}` for the options, the
 * shared checkout with `POST membership-payment` and `POST membership-payment-callback`, toasts and
 * navigation. The options load with the form; the order endpoints (purchase-schemas.ts) and the
 * checkout's code (deferred-checkout.ts) at the first input.
 */
import { type MembershipOrderRequest, membershipPurchaseMachine } from '@lwl/machines';
import type { PurchaseFormSlug } from '@lwl/schemas';
import { useMachine } from '@xstate/react';
import { useDeferredCheckoutLogic } from '../../components/checkout/deferred-checkout.ts';
import { useReceiptSource } from '../../components/checkout/receipt-source.ts';
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

const loadCheckoutMachine = () =>
  import('./membership-checkout-machine.ts').then((module) => module.membershipCheckoutMachine);

/** `POST order-quote`, with the client loaded on demand like the form's other calls. */
export const deferredQuoteCall = calls.quote;

export function useMembershipPurchase(slug: PurchaseFormSlug) {
  const receipt = useReceiptSource();
  const checkout = useDeferredCheckoutLogic(loadCheckoutMachine, calls.checkout, {
    receiptItem: receipt.get,
  });
  const purchase = useMachine(
    membershipPurchaseMachine.provide({
      actors: { ...checkout, loadOptions: calls.loadOptions },
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
