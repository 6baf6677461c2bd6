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
import { actorOptions } from '../../lib/inspect.ts';
import { navigateTo } from '../../lib/navigation.ts';
import { showToast } from '../../lib/toast.ts';
import { type CheckoutCalls, useCheckoutLogic } from '../checkout/checkout-providers.ts';
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

export function useMembershipPurchase(slug: PurchaseFormSlug) {
  const checkout = useCheckoutLogic(membershipCheckoutMachine, membershipCheckoutCalls);
  return useMachine(
    membershipPurchaseMachine.provide({
      actors: {
        checkout,
        loadOptions: fromRequest(async ({ input, signal }) => {
          const { api, membershipEndpoints } = await purchaseSchemas();
          return api.request(membershipEndpoints['GET membership/{slug}'], { slug: input.slug }, { signal });
        }),
      },
      actions: {
        toastError: (_, { message }) => showToast({ kind: 'error', message }),
        navigate: (_, { to }) => navigateTo(to),
      },
    }),
    { ...actorOptions(), input: { slug } },
  );
}
