/**
 * The membership purchase machine wired to the API: `GET membership/{slug}` for the options, the
 * shared checkout with `POST membership-payment` and `POST membership-payment-callback`, toasts and
 * navigation. The API client and endpoints load after first paint (purchase-schemas.ts).
 */
import {
  fromRequest,
  type MembershipOrderRequest,
  membershipCheckoutMachine,
  membershipPurchaseMachine,
} from '@lwl/machines';
import type { PurchaseFormSlug } from '@lwl/schemas';
import { useMachine } from '@xstate/react';
import {
  type CheckoutCalls,
  useCheckoutLogic,
  useReceiptSource,
} from '../../components/checkout/checkout-providers.ts';
import { membershipReceiptItem } from '../../components/checkout/membership-receipt.ts';
import type { QuoteCall } from '../../components/checkout/use-order-summary.ts';
import { actorOptions } from '../../lib/inspect.ts';
import { navigateTo } from '../../lib/navigation.ts';
import { showToast } from '../../lib/toast.ts';
import { purchaseSchemas } from './load-purchase-schemas.ts';

const membershipCheckoutCalls: CheckoutCalls<MembershipOrderRequest> = {
  createOrder: async (request, signal) => {
    const { api, membershipEndpoints } = await purchaseSchemas();
    return api.request(membershipEndpoints['POST membership-payment'], request, { signal });
  },
  confirmPayment: async (confirmation, signal) => {
    const { api, membershipEndpoints } = await purchaseSchemas();
    return api.request(membershipEndpoints['POST membership-payment-callback'], confirmation, { signal });
  },
};

/** `POST order-quote`, with the client loaded on demand like the form's other calls. */
export const deferredQuoteCall: QuoteCall = async (request, signal) => {
  const { api, checkoutEndpoints } = await purchaseSchemas();
  return api.request(checkoutEndpoints['POST order-quote'], request, { signal });
};

export function useMembershipPurchase(slug: PurchaseFormSlug) {
  const receipt = useReceiptSource();
  const checkout = useCheckoutLogic(membershipCheckoutMachine, membershipCheckoutCalls, {
    receiptItem: receipt.get,
  });
  const purchase = useMachine(
    membershipPurchaseMachine.provide({
      actors: {
        checkout,
        loadOptions: fromRequest(async ({ input, signal }) => {
          const { api, membershipEndpoints } = await purchaseSchemas();
          return api.request(membershipEndpoints['GET membership/{slug}'], { slug: input.slug }, { signal });
        }),
      },
      actions: {
        showToast: (_, params) => showToast(params),
        navigate: (_, { to }) => navigateTo(to),
      },
    }),
    { ...actorOptions(), input: { slug } },
  );
  const actor = purchase[2];
  receipt.set(() => {
    const { options, priceId, details } = actor.getSnapshot().context;
    return membershipReceiptItem(
      options.find((option) => option.id === priceId),
      details?.email,
    );
  });
  return purchase;
}
