import * as z from 'zod/mini';
import { isoDate } from '../common/fields.ts';
import { formatMinor } from '../constants/money.ts';
import { chargeBreakdownSchema } from '../money/charge-schema.ts';
import { currencySchema } from '../money/currency.ts';
import { gstTreatmentOf } from '../money/gst.ts';
import { GST_LABELS } from '../money/price-label.ts';
import { minorAmount } from '../money/units.ts';
import { checkoutTexts } from './messages.ts';

/**
 * What /thank-you and /venturethank-you show after a purchase: handed over by the app in memory
 * (never stored), so a reload or a direct visit shows the specs' text alone. The page parses it
 * with this schema and ignores anything else.
 */
export const receiptSchema = z.object({
  kind: z.enum(['event', 'venture', 'mentor', 'package', 'membership']),
  /** What was bought: the event, pass, session, package or plan. */
  item: z.string().check(z.minLength(1)),
  /** The pass, plan term or ticket type, when there is one. */
  term: z.optional(z.string()),
  quantity: z.number().check(z.int(), z.positive()),
  amount: minorAmount('What was charged (0 for a free order)'),
  currency: currencySchema,
  breakdown: z.optional(chargeBreakdownSchema),
  /** The coupon the order was placed with (an extension: its discount is in `breakdown`). */
  coupon: z.optional(z.string().check(z.minLength(1))),
  order_id: z
    .string()
    .check(
      z.minLength(1),
      z.meta({ description: "The provider's order id: the path of GET orders/{order_id}." }),
    ),
  /** Absent for a free order (no payment through the provider). */
  payment_id: z.optional(z.string().check(z.meta({ description: "The provider's payment id." }))),
  paid_at: z.iso.datetime({ offset: true }),
  email: z.optional(z.string()),
  /** An event or a Venture Vault pass: when and where. */
  schedule: z.optional(
    z.object({
      starts_at: z.iso.datetime({ offset: true }),
      ends_at: z.iso.datetime({ offset: true }),
      venue: z.string().check(z.minLength(1)),
    }),
  ),
  /** A membership: the days it is valid, first and last (an extension: the order's membership record). */
  validity: z.optional(z.object({ from: isoDate(), to: isoDate() })),
  /** Where the booking now appears (account area, tickets page), or the login of a new member. */
  account: z.optional(
    z.object({ to: z.string().check(z.regex(/^\//)), kind: z.enum(['account', 'tickets', 'login']) }),
  ),
});
export type Receipt = z.infer<typeof receiptSchema>;
/** What the purchase page knows about the item; the checkout adds the order, payment and amount. */
export type ReceiptItem = Omit<
  Receipt,
  'amount' | 'currency' | 'breakdown' | 'order_id' | 'payment_id' | 'paid_at'
>;

/**
 * The money rows of a receipt, one rule for the receipt page and the confirmation e-mail (the invoice
 * says the same): the coupon and what it took off, when one was applied; the amount paid, saying it
 * includes GST whenever GST was charged (added to a '+ GST' price or included in an 'incl. GST' one);
 * and the GST itself.
 */
export function receiptAmountRows(
  receipt: Pick<Receipt, 'kind' | 'amount' | 'currency' | 'breakdown' | 'coupon'>,
): Array<[term: string, value: string]> {
  const b = receipt.breakdown;
  // Without the server's breakdown, the kind says whether GST was charged (`gstTreatmentOf`).
  const taxed = b
    ? b.gst > 0
    : receipt.amount > 0 && gstTreatmentOf(receipt.kind, receipt.currency) !== 'none';
  const money = (minor: number) => formatMinor(minor, receipt.currency);
  const rows: Array<[string, string] | null> = [
    b && b.discount > 0
      ? [
          receipt.coupon ? `${checkoutTexts.discount} (${receipt.coupon})` : checkoutTexts.discount,
          `− ${money(b.discount)}`,
        ]
      : receipt.coupon
        ? [checkoutTexts.coupon, receipt.coupon]
        : null,
    [
      checkoutTexts.amountPaid,
      [money(b?.total ?? receipt.amount), taxed ? GST_LABELS.included : null]
        .filter((part) => part !== null)
        .join(' '),
    ],
    b && b.gst > 0
      ? [
          checkoutTexts.gstAdded,
          b.gst_treatment === 'included' ? checkoutTexts.gstIncluded(money(b.gst)) : money(b.gst),
        ]
      : null,
  ];
  return rows.filter((row): row is [string, string] => row !== null);
}

/** A date-time as the calendar file takes it: [year, month (1–12), day, hour, minute], in UTC. */
export type UtcDateArray = [number, number, number, number, number];

const utcArray = (iso: string): UtcDateArray => {
  const d = new Date(iso);
  return [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes()];
};

/** The calendar entry of an event or pass receipt (null without a schedule): title, UTC start and end, venue. */
export function receiptCalendarEvent(receipt: Pick<Receipt, 'item' | 'term' | 'order_id' | 'schedule'>) {
  if (receipt.schedule === undefined) return null;
  return {
    title: receipt.item,
    start: utcArray(receipt.schedule.starts_at),
    end: utcArray(receipt.schedule.ends_at),
    location: receipt.schedule.venue,
    description: [receipt.term, `Order ${receipt.order_id}`].filter(Boolean).join(' · '),
    uid: `${receipt.order_id}@lwl`,
  };
}
