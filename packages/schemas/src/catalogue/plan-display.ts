import { INDIA_PAGE_DEFAULT_CITY, type IndiaPageCity } from '../constants/cities.ts';
import { formatMoney } from '../constants/money.ts';
import {
  LAP_DEFAULT_PRICE,
  LAP_TERM_MONTHS,
  OVERVIEW_PRICES,
  type OverviewPrice,
  type PricePoint,
  YEARS,
  yearsLabel,
} from '../constants/prices.ts';
import type { MembershipSlug } from '../membership/tier-names.ts';
import { gstTreatmentOf } from '../money/gst.ts';
import { type ListedPrice, listedPrice } from '../money/price-label.ts';
import type { Currency } from '../payment/payment.ts';
import { PLAN_OFFERS } from './plan-offers.ts';
import type { PlanDisplay } from './schemas.ts';

/** Builds a plan card from a price (and, for 1-year plans, its joining and annual fee). */
export function toPlanDisplay(
  title: string,
  point: PricePoint & Partial<Pick<OverviewPrice, 'joiningFee' | 'annualFee'>>,
  currency: Currency,
): PlanDisplay {
  const feeDetails: PlanDisplay['feeDetails'] = [];
  if (point.joiningFee != null) {
    feeDetails.push({
      label: 'Joining Fee',
      value: formatMoney(point.joiningFee, currency),
      amount: point.joiningFee,
    });
  }
  if (point.annualFee != null) {
    feeDetails.push({
      label: 'Annual Fee',
      value: formatMoney(point.annualFee, currency),
      amount: point.annualFee,
    });
  }
  return {
    title,
    totalFee: formatMoney(point.price, currency),
    totalFeeAmount: point.price,
    currency,
    feeDetailTotal: point.oldPrice,
    feeDetailTotalLabel: point.oldPrice === null ? null : formatMoney(point.oldPrice, currency),
    feeDetails,
  };
}

const plans = (byYears: Readonly<Record<1 | 2 | 3, PricePoint>>, currency: Currency): PlanDisplay[] =>
  YEARS.map((years) => toPlanDisplay(yearsLabel(years), byYears[years], currency));

/** The overview page's three plan cards per tier section, from `OVERVIEW_PRICES` (reading 2). */
export const OVERVIEW_PLANS = {
  titan: plans(OVERVIEW_PRICES.titan, 'INR'),
  maverick: plans(OVERVIEW_PRICES.maverick, 'INR'),
  globalAccess: plans(OVERVIEW_PRICES.globalAccessUsd, 'USD'),
  uae: plans(OVERVIEW_PRICES.uaeUsd, 'USD'),
} as const;

/** Limited Access Pass card of the overview page. */
export const OVERVIEW_LAP_PLAN: PlanDisplay = toPlanDisplay(
  `${LAP_TERM_MONTHS} Months`,
  { price: LAP_DEFAULT_PRICE, oldPrice: null },
  'INR',
);

/**
 * A membership's price before any choice: the lowest of its plans in the city (the default city, Delhi,
 * for the India tiers and the pass; the USD plans have none), 'from' when its durations differ, labelled
 * by the GST rule: Maverick → 'from ₹45,000 + GST', the pass → '₹7,000 + GST', Global → 'from $400'.
 */
export function planFromPrice(
  slug: MembershipSlug,
  city: IndiaPageCity = INDIA_PAGE_DEFAULT_CITY,
): ListedPrice {
  const offers = PLAN_OFFERS.filter(
    (offer) => offer.slug === slug && (offer.city === null || offer.city === city),
  );
  const currency = offers[0]?.currency ?? 'INR';
  const price = listedPrice(
    offers.map((offer) => offer.price),
    currency,
    gstTreatmentOf('membership', currency),
  );
  if (!price) throw new Error(`No plan on sale for ${slug} in ${city}`);
  return price;
}

/** The same for the price options a purchase or sign-up form loaded: null until there are some. */
export function optionsFromPrice(
  options: readonly { price: number }[],
  currency: Currency,
): ListedPrice | null {
  return listedPrice(
    options.map((option) => option.price),
    currency,
    gstTreatmentOf('membership', currency),
  );
}
