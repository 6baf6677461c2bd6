const inr = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});
const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

/** Rupees with Indian digit grouping: 110000 → '₹1,10,000' (design.md: Intl.NumberFormat('en-IN')). */
export function formatInr(amount: number): string {
  return inr.format(amount);
}

/** Dollars: 400 → '$400', 1220.5 → '$1,220.5'. */
export function formatUsd(amount: number): string {
  return usd.format(amount);
}

/** Formats an amount in the given currency (INR or USD). */
export function formatMoney(amount: number, currency: 'INR' | 'USD'): string {
  return currency === 'USD' ? formatUsd(amount) : formatInr(amount);
}
