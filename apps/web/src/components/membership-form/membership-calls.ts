/**
 * The calls of the two membership purchase flows (the tier form and the Global/UAE sign-up): the
 * options (`GET membership/{slug}`), the order (`POST membership-payment` or
 * `POST global-membership-payment`), its confirmation (`POST membership-payment-callback`) and the
 * quote. Each form loads the API client with its zod-backed module after first paint, so every call
 * waits for that module first.
 */
import { fromRequest } from '@lwl/machines';
import type { checkoutEndpoints, MembershipPriceOption, membershipEndpoints } from '@lwl/schemas';
import type { api } from '../../lib/api.ts';
import type { CheckoutCalls } from '../checkout/checkout-providers.ts';
import { membershipReceiptItem } from '../checkout/membership-receipt.ts';
import type { QuoteCall } from '../checkout/use-order-summary.ts';

interface CallModule {
  api: typeof api;
  membershipEndpoints: typeof membershipEndpoints;
  checkoutEndpoints: typeof checkoutEndpoints;
}

/**
 * `placeOrder` names the flow's order call, given the loaded module (the tier form and the sign-up
 * use different ones); the rest is the same for both flows.
 */
export function membershipCalls<TRequest>(
  load: () => Promise<CallModule>,
  placeOrder: (module: CallModule) => CheckoutCalls<TRequest>['createOrder'],
) {
  const checkout: CheckoutCalls<TRequest> = {
    createOrder: async (request, signal) => placeOrder(await load())(request, signal),
    confirmPayment: async (confirmation, signal) => {
      const { api, membershipEndpoints } = await load();
      return api.request(membershipEndpoints['POST membership-payment-callback'], confirmation, { signal });
    },
  };
  const quote: QuoteCall = async (request, signal) => {
    const { api, checkoutEndpoints } = await load();
    return api.request(checkoutEndpoints['POST order-quote'], request, { signal });
  };
  const loadOptions = fromRequest(
    async ({ input, signal }: { input: { slug: string }; signal: AbortSignal }) => {
      const { api, membershipEndpoints } = await load();
      return api.request(membershipEndpoints['GET membership/{slug}'], { slug: input.slug }, { signal });
    },
  );
  return { checkout, quote, loadOptions };
}

/** The receipt's line for the option chosen in a membership flow's context. */
export function chosenMembershipReceipt(context: {
  options: readonly MembershipPriceOption[];
  priceId: number | null;
  details: { email?: string } | null;
}) {
  return membershipReceiptItem(
    context.options.find((option) => option.id === context.priceId),
    context.details?.email,
  );
}
