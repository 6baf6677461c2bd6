/**
 * GSTIN checks for the profile's non-blocking hint (the specs say the GST fields have no validation:
 * whatever is typed is saved and printed on invoices as given).
 * A GSTIN is 15 characters: state code (2 digits), PAN (5 letters, 4 digits, 1 letter), entity number
 * (1–9 or A–Z), 'Z', and a check character computed from the first 14 (mod-36 weighting, factors 1, 2).
 */
const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The check character of the first 14 characters of a GSTIN. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const value = ALPHABET.indexOf(first14.charAt(i));
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET.charAt((36 - (sum % 36)) % 36);
}

export type GstinProblem = 'format' | 'check-digit';

/** Why a GSTIN looks wrong, or null when it passes; blank is no problem (the field is optional). */
export function gstinProblem(value: string): GstinProblem | null {
  const gstin = value.trim().toUpperCase();
  if (gstin === '') return null;
  if (!GSTIN_PATTERN.test(gstin)) return 'format';
  return gstinCheckCharacter(gstin.slice(0, 14)) === gstin.charAt(14) ? null : 'check-digit';
}

/** The hint under the GST number field (non-blocking: saving still accepts the value). */
export const gstinHints: Record<GstinProblem, string> = {
  format:
    'This does not look like a GSTIN (15 characters, e.g. 27AAPFU0939F1ZV). You can still save it; invoices print it as given.',
  'check-digit':
    'The last character of this GSTIN does not match its check digit; please check for a typo. You can still save it; invoices print it as given.',
};
