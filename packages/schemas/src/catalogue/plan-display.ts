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
import type { Currency } from '../payment/payment.ts';
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
