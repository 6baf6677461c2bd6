/** The receipt item and summary of a membership plan (India tiers, LAP, Global, UAE). */
import { type MembershipPriceOption, type ReceiptItem, ROUTES } from '@lwl/schemas';
import type { SummaryItem } from './order-summary.tsx';

/** A plan bought: its name, term and city, and 'Log in now' with the buyer's e-mail filled in. */
export function membershipReceiptItem(
  option: MembershipPriceOption | undefined,
  email: string | undefined,
): ReceiptItem | null {
  if (option === undefined) return null;
  const login = email ? `${ROUTES.login}?email=${encodeURIComponent(email)}` : ROUTES.login;
  return {
    kind: 'membership',
    item: `${option.name} membership`,
    term: [option.term, option.city].filter(Boolean).join(' · '),
    quantity: 1,
    ...(email ? { email } : {}),
    account: { to: login, kind: 'login' },
  };
}

/** The summary's item for the chosen plan; `note` says how the page lists its price ('plus GST'). */
export function membershipSummaryItem(
  option: MembershipPriceOption | undefined,
  currency: 'INR' | 'USD',
  note?: string,
): SummaryItem {
  return {
    label: 'Plan',
    name: option ? `${option.name}${option.city ? ` · ${option.city}` : ''}` : 'Choose a duration',
    detail: option?.term,
    listed: option ? { unitPrice: option.price, total: option.price, currency, note } : null,
  };
}
