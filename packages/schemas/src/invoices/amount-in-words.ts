import type { Currency } from '../money/currency.ts';

const ONES = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 0–99. */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n] ?? '';
  const ones = n % 10;
  return `${TENS[Math.floor(n / 10)]}${ones ? `-${ONES[ones]}` : ''}`;
}

/** 1–999. */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts = hundreds ? [`${ONES[hundreds]} Hundred`] : [];
  if (rest) parts.push(belowHundred(rest));
  return parts.join(' ');
}

/**
 * A whole number in words with Indian grouping: thousand, lakh (1,00,000), crore (1,00,00,000);
 * above 99 crore the crore count is itself spelt out ('One Hundred Crore').
 */
export function indianNumberInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError('a whole number ≥ 0');
  if (n === 0) return ONES[0] ?? 'Zero';
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  const parts: string[] = [];
  if (crore) parts.push(`${indianNumberInWords(crore)} Crore`);
  if (lakh) parts.push(`${belowHundred(lakh)} Lakh`);
  if (thousand) parts.push(`${belowHundred(thousand)} Thousand`);
  if (rest) parts.push(belowThousand(rest));
  return parts.join(' ');
}

const UNITS: Record<Currency, { major: string; minor: string }> = {
  INR: { major: 'Rupees', minor: 'Paise' },
  USD: { major: 'US Dollars', minor: 'Cents' },
};

/**
 * An amount in minor units in words, as invoices print it:
 * 12980000 INR → 'Rupees One Lakh Twenty-Nine Thousand Eight Hundred Only';
 * 137288 INR → 'Rupees One Thousand Three Hundred Seventy-Two and Paise Eighty-Eight Only'.
 */
export function amountInWords(minor: number, currency: Currency): string {
  if (!Number.isSafeInteger(minor) || minor < 0) throw new RangeError('an amount in minor units ≥ 0');
  const { major, minor: minorUnit } = UNITS[currency];
  const whole = Math.floor(minor / 100);
  const cents = minor % 100;
  const words = `${major} ${indianNumberInWords(whole)}`;
  return cents ? `${words} and ${minorUnit} ${belowHundred(cents)} Only` : `${words} Only`;
}
