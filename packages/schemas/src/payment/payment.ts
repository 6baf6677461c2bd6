import * as z from 'zod/mini';
import { okBody } from '../common/envelope.ts';
import { described, requiredText } from '../common/fields.ts';
import { chargeBreakdownSchema } from '../money/charge-schema.ts';
import { currencySchema } from '../money/currency.ts';
import { minorAmount } from '../money/units.ts';

/** `order_` + 14 alphanumerics (docs/decisions/0012). */
export const ORDER_ID_PATTERN = /^order_[A-Za-z0-9]{14}$/;
export const PAYMENT_ID_PATTERN = /^pay_[A-Za-z0-9]{14}$/;

/** What the provider's checkout hands back on success, posted to every `*-payment-callback`. */
export const paymentConfirmationSchema = z.object({
  razorpay_order_id: described(
    requiredText('razorpay_order_id is required'),
    "The provider's order id: `order_id` of the create-order answer.",
  ),
  razorpay_payment_id: described(
    requiredText('razorpay_payment_id is required'),
    "The provider's payment id, from its checkout's success handler.",
  ),
  razorpay_signature: described(
    requiredText('razorpay_signature is required'),
    "The provider's signature of order and payment id, from its checkout's success handler.",
  ),
});
export type PaymentConfirmation = z.infer<typeof paymentConfirmationSchema>;

export { type Currency, currencySchema } from '../money/currency.ts';

/**
 * Answer of every create-order call. With `paid: true` (free order, e.g. coupon FREE100) the purchase
 * is already recorded and no checkout opens. `amount` is in the currency's minor unit (paise/cents),
 * as the provider's checkout expects. `breakdown` (an extension the specs do not list; optional so a
 * backend without it still validates) says how `amount` is made: price, coupon discount, GST, total.
 */
export const createOrderResponseSchema = okBody({
  order_id: z.string().check(
    z.meta({
      description:
        "The provider's order id: the path of GET orders/{order_id} and the callbacks' razorpay_order_id.",
    }),
  ),
  amount: minorAmount("What the provider's checkout charges (= breakdown.total)"),
  currency: currencySchema,
  paid: z.optional(z.literal(true)),
  message: z.string(),
  breakdown: z.optional(chargeBreakdownSchema),
  /**
   * The order's access key (an extension, `GET orders/{order_id}`): its receipt and ticket links carry
   * it. Optional: a backend without the extension leaves it out.
   */
  access_key: z.optional(z.string()),
});
export type CreateOrderResponse = z.infer<typeof createOrderResponseSchema>;

/** Fields of the provider's `payment.failed` event the app reads. */
export interface PaymentFailure {
  error: {
    code: string;
    description: string;
    source?: string;
    step?: string;
    reason?: string;
    metadata?: { order_id?: string; payment_id?: string };
  };
}
