/** The order summary's item for a membership plan (loaded with the summary: coupon-and-summary.tsx). */
import type { MembershipPriceOption } from '@lwl/schemas';
import type { SummaryItem } from './order-summary.tsx';

/** The chosen plan, its currency and how the page lists its price ('+ GST'). */
export interface MembershipPlan {
  option: MembershipPriceOption | undefined;
  currency: 'INR' | 'USD';
  note?: string | undefined;
}

/** The summary's item for the chosen plan; `note` says how the page lists its price ('+ GST'). */
export function membershipSummaryItem({ option, currency, note }: MembershipPlan): SummaryItem {
  return {
    label: 'Plan',
    name: option ? `${option.name}${option.city ? ` · ${option.city}` : ''}` : 'Choose a duration',
    detail: option?.term,
    listed: option ? { unitPrice: option.price, total: option.price, currency, note } : null,
  };
}
