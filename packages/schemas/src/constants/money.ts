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

/** Rupees with Indian digit grouping: 110000 → '₹1,10,000' (Intl.NumberFormat('en-IN')). */
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

/** An amount in the minor unit (paise / cents) for a receipt or summary: whole amounts without decimals, else two. */
export function formatMinor(minor: number, currency: 'INR' | 'USD'): string {
  const text = formatMoney(minor / 100, currency);
  return minor % 100 === 0 ? text : text.replace(/([.,]\d)$/, '$10');
}
