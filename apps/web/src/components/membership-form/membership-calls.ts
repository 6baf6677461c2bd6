/**
 * The calls of the two membership purchase flows (the tier form and the Global/UAE sign-up): the
 * options (`GET membership/{slug}`), the order (`POST membership-payment` or
 * `POST global-membership-payment`), its confirmation (`POST membership-payment-callback`) and the
 * quote. The options and the quote can be the first screen's (the sign-up quotes its default
 * duration at once): the options call goes out with the page (the client is the shell's, its endpoint
 * is one small schema), the quote loads its own endpoint. The order calls need the
 * membership requests' schemas, which each form keeps in its zod-backed module loaded at the user's
 * first input (lib/deferred.ts), so they wait for it.
 */
import { fromRequest } from '@lwl/machines';
import {
  type MembershipPriceOption,
  type membershipEndpoints,
  membershipOptionsEndpoint,
} from '@lwl/schemas';
import { api } from '../../lib/api.ts';
import { deferred } from '../../lib/deferred.ts';
import type { CheckoutCalls } from '../checkout/checkout-providers.ts';
import { membershipReceiptItem } from '../checkout/membership-receipt.ts';
import type { QuoteCall } from '../checkout/use-order-summary.ts';

/** At the first input, or at once where the first screen quotes (the sign-up's default duration). */
const quoteModule = deferred(() => import('../checkout/order-quote-call.ts'));

interface CallModule {
  api: typeof api;
  membershipEndpoints: typeof membershipEndpoints;
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
  const quote: QuoteCall = async (request, signal) => (await quoteModule()).orderQuoteCall(request, signal);
  const loadOptions = fromRequest(({ input, signal }: { input: { slug: string }; signal: AbortSignal }) =>
    api.request(membershipOptionsEndpoint, { slug: input.slug }, { signal }),
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
