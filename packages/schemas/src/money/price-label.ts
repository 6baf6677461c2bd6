/**
 * How a listed price is written: its amount, 'from' when it is the lowest of several, and its GST label.
 * One rule for every page (docs/product-rules.md "Money"): a price charged base + GST says '+ GST', a
 * price that includes GST says 'incl. GST', a USD price (an export, no GST) says neither.
 */
import { formatMoney } from '../constants/money.ts';
import type { Currency } from './currency.ts';
import { type ChargeKind, GST_RATE_PERCENT, type GstTreatment, gstTreatmentOf } from './gst.ts';

export const GST_LABELS = { added: '+ GST', included: 'incl. GST' } as const;
export type GstLabel = (typeof GST_LABELS)[keyof typeof GST_LABELS];

/** '+ GST' for a price GST is added to, 'incl. GST' for one that includes it, null for an export. */
export function gstLabel(treatment: GstTreatment): GstLabel | null {
  return treatment === 'none' ? null : GST_LABELS[treatment];
}

/** The label of what a sale of this kind in this currency lists: `gstLabel(gstTreatmentOf(kind, currency))`. */
export function gstLabelOf(kind: ChargeKind, currency: Currency): GstLabel | null {
  return gstLabel(gstTreatmentOf(kind, currency));
}

/** A price as a page lists it. */
export interface ListedPrice {
  /** Major units (rupees, dollars). */
  amount: number;
  currency: Currency;
  /** True when `amount` is the lowest of several different prices ('from ₹45,000'). */
  from: boolean;
  gst: GstLabel | null;
}

/**
 * The price to list for a choice of prices (plans, durations, ticket types): the lowest, marked 'from'
 * when they differ; null when there is none to list.
 */
export function listedPrice(
  prices: readonly number[],
  currency: Currency,
  treatment: GstTreatment,
): ListedPrice | null {
  if (prices.length === 0) return null;
  const amount = Math.min(...prices);
  return { amount, currency, from: prices.some((price) => price !== amount), gst: gstLabel(treatment) };
}

/** One price of a kind, labelled: `labelledPrice(7500, 'mentor', 'INR')` → '₹7,500 + GST'. */
export function labelledPrice(amount: number, kind: ChargeKind, currency: Currency): string {
  return listedPriceText({ amount, currency, from: false, gst: gstLabelOf(kind, currency) });
}

/** 'from ₹45,000 + GST', '₹4,500 incl. GST', '$400': the listed price as one line of text. */
export function listedPriceText(price: ListedPrice): string {
  return [price.from ? 'from' : null, formatMoney(price.amount, price.currency), price.gst]
    .filter((part) => part !== null)
    .join(' ');
}

/** What each treatment means, in words a buyer reads. */
const WHY: Readonly<Record<GstTreatment, string>> = {
  added: `prices marked ${GST_LABELS.added} are before tax, and ${GST_RATE_PERCENT}% GST is added at payment`,
  included: `prices marked ${GST_LABELS.included} already include ${GST_RATE_PERCENT}% GST and are what you pay`,
  none: 'prices in US dollars are for members outside India and carry no GST',
};
const ORDER: readonly GstTreatment[] = ['added', 'included', 'none'];

/**
 * The one sentence a page shows when its prices are listed in more than one way (e.g. '+ GST' plans
 * beside USD plans, or '+ GST' sessions beside 'incl. GST' tickets); null when they are all alike.
 */
export function gstDifferenceNote(treatments: Iterable<GstTreatment>): string | null {
  const shown = new Set(treatments);
  if (shown.size < 2) return null;
  const sentence = ORDER.filter((treatment) => shown.has(treatment))
    .map((treatment) => WHY[treatment])
    .join('; ');
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`;
}

/**
 * An amount paid, labelled by the same rule: what was paid includes the GST charged, whether it was
 * added to a '+ GST' price or included in an 'incl. GST' one, so it says 'incl. GST'; an export says
 * nothing. `paidPriceText(129_800, 'membership', 'INR')` → '₹1,29,800 incl. GST'.
 */
export function paidPriceText(amount: number, kind: ChargeKind, currency: Currency): string {
  const charged = gstTreatmentOf(kind, currency) !== 'none';
  return listedPriceText({ amount, currency, from: false, gst: charged ? GST_LABELS.included : null });
}
