import * as z from 'zod/mini';
import { okBody } from '../common/envelope.ts';
import { orderQuantityField } from '../events/quantity.ts';
import { chargeBreakdownSchema } from '../money/charge-schema.ts';
import { ventureMemberTypeSchema, venturePassTypeSchema } from '../venture/venture.ts';

/** An item's id, as its create-order call takes it. */
const id = (identifies: string) =>
  z.number().check(z.int(), z.positive(), z.meta({ description: identifies }));
const coupon = z.optional(z.string().check(z.maxLength(64)));

/**
 * `POST order-quote` (a contract extension): what one item would cost the caller (guest or member)
 * with an optional coupon, priced exactly as its create-order call would price it. The web shows it in
 * the order summary before the order exists.
 */
export const orderQuoteInputSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('event'),
    event_id: id("The event's id: `id` of an event of GET events."),
    quantity: orderQuantityField(),
    coupon,
  }),
  z.object({
    kind: z.literal('venture'),
    venture_id: id("The Venture Vault package's id: `id` of GET ventures."),
    price_type: venturePassTypeSchema,
    member_type: ventureMemberTypeSchema,
    coupon,
  }),
  z.object({
    kind: z.literal('mentor'),
    mentor_id: id("The mentor's id: `id` of a mentor of GET mentors."),
    coupon,
  }),
  z.object({
    kind: z.literal('package'),
    package_id: id("The package's id: `id` of a package of GET packages."),
    coupon,
  }),
  z.object({
    kind: z.literal('membership'),
    membership_price_id: id("The price option's id: `id` of a row of GET membership/{slug}."),
    coupon,
  }),
]);
export type OrderQuoteInput = z.input<typeof orderQuoteInputSchema>;
type WithoutCoupon<T> = T extends unknown ? Omit<T, 'coupon'> : never;
/** The item of a quote, without the coupon (the summary adds the one the buyer applies). */
export type QuoteItem = WithoutCoupon<OrderQuoteInput>;

export const orderQuoteResponseSchema = okBody({ breakdown: chargeBreakdownSchema });
export type OrderQuoteResponse = z.infer<typeof orderQuoteResponseSchema>;
