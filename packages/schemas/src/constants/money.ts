import { formatAmount } from '../common/digits.ts';

/**
 * Rupees with Indian digit grouping: 110000 → '₹1,10,000', as Intl.NumberFormat('en-IN') writes them
 * with at most two decimals (without Intl: common/digits.ts says why).
 */
export function formatInr(amount: number): string {
  return formatAmount(amount, 'indian', '₹');
}

/** Dollars: 400 → '$400', 1220.5 → '$1,220.5' (as Intl.NumberFormat('en-US'), without Intl). */
export function formatUsd(amount: number): string {
  return formatAmount(amount, 'western', '$');
}

/** Formats an amount in the given currency (INR or USD). */
export function formatMoney(amount: number, currency: 'INR' | 'USD'): string {
  return currency === 'USD' ? formatUsd(amount) : formatInr(amount);
}

/** An amount in the minor unit (paise / cents) for a receipt or summary: whole amounts without decimals, else two. */
export function formatMinor(minor: number, currency: 'INR' | 'USD'): string {
  const text = formatMoney(minor / 100, currency);
  return minor % 100 === 0 ? text : text.replace(/([.,]\d)$/, '$10');
}
