/**
 * The first screen's calls of the two membership purchase flows (the tier form and the Global/UAE
 * sign-up): the options (`GET membership/{slug}`) and the quote. The options call goes out with the page
 * (the client is the shell's, its endpoint is one small schema); the quote loads its own endpoint. The
 * order and its confirmation are the flow's row's (`membershipPurchase`, `signUpPurchase`), whose
 * endpoint table each form keeps in its zod-backed module loaded at the user's first input
 * (lib/deferred.ts).
 */
import { fromRequest } from '@lwl/machines';
import { type MembershipPriceOption, membershipOptionsEndpoint } from '@lwl/schemas';
import { api } from '../../lib/api.ts';
import { deferred } from '../../lib/deferred.ts';
import { membershipReceiptItem } from '../checkout/membership-receipt.ts';
import type { QuoteCall } from '../checkout/use-order-summary.ts';

/** At the first input, or at once where the first screen quotes (the sign-up's default duration). */
const quoteModule = deferred(() => import('../checkout/order-quote-call.ts'));

export const membershipQuote: QuoteCall = async (request, signal) =>
  (await quoteModule()).orderQuoteCall(request, signal);

export const loadMembershipOptions = fromRequest(
  ({ input, signal }: { input: { slug: string }; signal: AbortSignal }) =>
    api.request(membershipOptionsEndpoint, { slug: input.slug }, { signal }),
);

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
