/**
 * Digit grouping written without Intl. The first Intl object a page creates (a NumberFormat, a
 * DateTimeFormat, `toLocaleString` with a locale) makes the browser load its locale data: 35–140 ms of
 * main thread on this project's 2-core machines (Lighthouse's phone simulation counts it four times),
 * and the events pages paid it before their first card could paint (docs/decisions/0022). These give
 * what Intl gives for the app's amounts and limits; the tests compare them with Intl.
 */

/** Indian grouping (lakh, crore: 1,10,00,000) or the western one (110,000,000). */
export type Grouping = 'indian' | 'western';

/** Commas into a string of digits: `'110000'` → `'1,10,000'` (indian) or `'110,000'` (western). */
export function groupDigits(digits: string, grouping: Grouping): string {
  if (digits.length <= 3) return digits;
  const size = grouping === 'indian' ? 2 : 3;
  const head = digits.slice(0, -3);
  const groups = [digits.slice(-3)];
  for (let end = head.length; end > 0; end -= size) groups.unshift(head.slice(Math.max(0, end - size), end));
  return groups.join(',');
}

/**
 * A finite amount with at most two decimals, trailing zeros dropped (1220.5 → '1,220.5', 99.999 →
 * '100'), rounded as Intl rounds: half away from zero on the shortest decimal that reads back as the
 * number (1.005 → '1.01', where `toFixed` sees 1.00499… and writes 1.00); `prefix` goes after the
 * minus sign (`-₹5`). Amounts of 1e21 and more, NaN and Infinity are written as JavaScript writes them.
 */
export function formatAmount(amount: number, grouping: Grouping, prefix = ''): string {
  if (!Number.isFinite(amount) || Math.abs(amount) >= 1e21) return `${prefix}${amount}`;
  const shortest = String(Math.abs(amount));
  // Below 1e21 only amounts under 1e-6 are written with an exponent: they round to 0.
  const [whole = '0', fraction = ''] = shortest.includes('e') ? ['0'] : shortest.split('.');
  const roundUp = (fraction[2] ?? '0') >= '5' ? 1n : 0n;
  const cents = (BigInt(`${whole}${fraction.slice(0, 2).padEnd(2, '0')}`) + roundUp)
    .toString()
    .padStart(3, '0');
  const decimals = cents.slice(-2).replace(/0+$/, '');
  const units = cents.slice(0, -2);
  const sign = amount < 0 && cents !== '000' ? '-' : '';
  return `${sign}${prefix}${groupDigits(units, grouping)}${decimals === '' ? '' : `.${decimals}`}`;
}
