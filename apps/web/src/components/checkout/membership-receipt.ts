/** The receipt item of a membership plan (India tiers, LAP, Global, UAE); its summary item is in membership-summary-item.ts. */
import { type MembershipPriceOption, type ReceiptItem, ROUTES } from '@lwl/schemas';

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
