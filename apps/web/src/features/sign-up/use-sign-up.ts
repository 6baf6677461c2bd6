/**
 * The sign-up machine (global or UAE) wired to the API: `GET membership/{slug}` for the options, the
 * shared checkout (USD) with `POST global-membership-payment` and `POST membership-payment-callback`,
 * toasts and navigation. The API client and endpoints load after first paint (sign-up-schemas.ts).
 */
import {
  fromRequest,
  type SignUpOrderRequest,
  type SignUpVariant,
  signUpCheckoutMachine,
  signUpMachine,
} from '@lwl/machines';
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
import { signUpSchemas } from './load-sign-up-schemas.ts';

const signUpCheckoutCalls: CheckoutCalls<SignUpOrderRequest> = {
  createOrder: async (request, signal) => {
    const { api, membershipEndpoints } = await signUpSchemas();
    return api.request(membershipEndpoints['POST global-membership-payment'], request, { signal });
  },
  confirmPayment: async (confirmation, signal) => {
    const { api, membershipEndpoints } = await signUpSchemas();
    return api.request(membershipEndpoints['POST membership-payment-callback'], confirmation, { signal });
  },
};

/** `POST order-quote`, with the client loaded on demand like the form's other calls. */
export const signUpQuoteCall: QuoteCall = async (request, signal) => {
  const { api, checkoutEndpoints } = await signUpSchemas();
  return api.request(checkoutEndpoints['POST order-quote'], request, { signal });
};

export function useSignUp(variant: SignUpVariant) {
  const receipt = useReceiptSource();
  const checkout = useCheckoutLogic(signUpCheckoutMachine, signUpCheckoutCalls, { receiptItem: receipt.get });
  const signUp = useMachine(
    signUpMachine.provide({
      actors: {
        checkout,
        loadOptions: fromRequest(async ({ input, signal }) => {
          const { api, membershipEndpoints } = await signUpSchemas();
          return api.request(membershipEndpoints['GET membership/{slug}'], { slug: input.slug }, { signal });
        }),
      },
      actions: {
        showToast: (_, params) => showToast(params),
        navigate: (_, { to }) => navigateTo(to),
      },
    }),
    { ...actorOptions(), input: { variant } },
  );
  const actor = signUp[2];
  receipt.set(() => {
    const { options, priceId, details } = actor.getSnapshot().context;
    return membershipReceiptItem(
      options.find((option) => option.id === priceId),
      details?.email,
    );
  });
  return signUp;
}
