import * as z from 'zod/mini';
import { isoDate } from '../common/fields.ts';
import { majorAmount } from '../money/units.ts';
import { currencySchema } from '../payment/payment.ts';
import type { RefundState } from './refund-texts.ts';

/**
 * Refund states of an event purchase. null or '' means none requested; 'initiated' after `delete-event`;
 * 'refunded' once the organisers approve it; 'failed' when they refuse it (it may then be requested
 * again). The backend may use
 * other words, so the schema accepts any string and the web shows it as is.
 */
export const REFUND_STATUS = { initiated: 'initiated', refunded: 'refunded', failed: 'failed' } as const;

/**
 * The refund state each `account-events` word stands for: 'initiated' is a request waiting for the
 * organisers, 'refunded' their approval, 'failed' their refusal (the specs' word; the product says
 * 'Refund refused', `REFUND_STATE_LABELS`).
 */
export const REFUND_STATE_OF_STATUS = {
  [REFUND_STATUS.initiated]: 'requested',
  [REFUND_STATUS.refunded]: 'refunded',
  [REFUND_STATUS.failed]: 'refused',
} as const satisfies Record<(typeof REFUND_STATUS)[keyof typeof REFUND_STATUS], RefundState>;

/** One event ticket purchase (`GET account-events`). `id` is the `event_id` of `delete-event`. */
export const eventPurchaseSchema = z.object({
  id: z
    .number()
    .check(
      z.int(),
      z.positive(),
      z.meta({ description: "The purchase's id (not the event's): the `event_id` POST delete-event takes." }),
    ),
  /** `YYYY-MM-DD`. */
  purchased_date: isoDate(),
  currency: currencySchema,
  amount: majorAmount('Amount paid'),
  refund_status: z.nullable(z.string()),
  /**
   * Extensions (optional: a backend without them leaves them out): the provider's order id, the tickets
   * bought, and the refund times.
   */
  order_id: z.optional(
    z.nullable(
      z
        .string()
        .check(z.meta({ description: "The provider's order id of the purchase (GET orders/{order_id})." })),
    ),
  ),
  quantity: z.optional(z.nullable(z.number().check(z.int(), z.positive()))),
  refund_requested_at: z.optional(z.nullable(z.iso.datetime({ offset: true }))),
  refund_updated_at: z.optional(z.nullable(z.iso.datetime({ offset: true }))),
  event: z.object({
    name: z.string(),
    /** `YYYY-MM-DD`: refunds are offered while this is today or later. */
    event_date: isoDate(),
    /** The event's display date line. */
    date: z.string(),
    city: z.string(),
    address: z.string(),
  }),
});
export type EventPurchase = z.infer<typeof eventPurchaseSchema>;

/** One mentor session booking (`GET account-mentors`). */
export const mentorBookingSchema = z.object({
  amount: majorAmount('Amount paid'),
  mentor: z.object({ name: z.string(), image: z.string(), designation: z.string() }),
});
export type MentorBooking = z.infer<typeof mentorBookingSchema>;

/** One sponsor package purchase (`GET account-packages`). */
export const packagePurchaseSchema = z.object({
  amount: majorAmount('Amount paid'),
  /** The purchase date as displayed, e.g. '12 Mar 2025'. */
  edited_created_at: z.string(),
  package: z.object({ name: z.string() }),
});
export type PackagePurchase = z.infer<typeof packagePurchaseSchema>;
