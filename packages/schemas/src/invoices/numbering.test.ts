import { describe, expect, it } from 'vitest';
import {
  CREDIT_NOTE_PREFIX,
  compactFinancialYear,
  DOCUMENT_NUMBER_MAX_LENGTH,
  DOCUMENT_NUMBER_PATTERN,
  documentNumber,
  financialYearOf,
  INVOICE_PREFIX,
  indiaDate,
  invoiceSlug,
} from './numbering.ts';

describe('financial-year numbering', () => {
  it('runs April to March', () => {
    expect(financialYearOf('2026-04-01')).toBe('2026-27');
    expect(financialYearOf('2027-03-31')).toBe('2026-27');
    expect(financialYearOf('2027-04-01')).toBe('2027-28');
    expect(financialYearOf('2099-12-31')).toBe('2099-00');
  });

  it('dates an instant in India (UTC+05:30): 31 March 19:00 UTC is already 1 April', () => {
    expect(indiaDate(new Date('2027-03-31T18:29:59Z'))).toBe('2027-03-31');
    expect(indiaDate(new Date('2027-03-31T18:30:00Z'))).toBe('2027-04-01');
    expect(financialYearOf(indiaDate(new Date('2027-03-31T19:00:00Z')))).toBe('2027-28');
  });

  it('numbers invoices and credit notes with a six-digit serial, each in its own series', () => {
    expect(documentNumber(INVOICE_PREFIX, '2026-27', 42)).toBe('INV/2627/000042');
    expect(documentNumber(CREDIT_NOTE_PREFIX, '2026-27', 1)).toBe('CN/2627/000001');
    expect(documentNumber(INVOICE_PREFIX, '2099-00', 1)).toBe('INV/9900/000001');
    expect(() => documentNumber(INVOICE_PREFIX, '2026-27', 0)).toThrow(RangeError);
    expect(() => documentNumber(INVOICE_PREFIX, '2026-27', 1_000_000)).toThrow(RangeError);
  });

  it('keeps every number within rule 46(b): at most 16 letters, digits, hyphens and slashes', () => {
    for (const prefix of [INVOICE_PREFIX, CREDIT_NOTE_PREFIX]) {
      const longest = documentNumber(prefix, '2026-27', 999_999);
      expect(longest.length).toBeLessThanOrEqual(DOCUMENT_NUMBER_MAX_LENGTH);
      expect(longest).toMatch(DOCUMENT_NUMBER_PATTERN);
    }
    expect(DOCUMENT_NUMBER_PATTERN.test('LWL/CN/2026-27/000001')).toBe(false);
    expect(DOCUMENT_NUMBER_PATTERN.test('INV 2627 000001')).toBe(false);
    expect(compactFinancialYear('2026-27')).toBe('2627');
    expect(() => compactFinancialYear('26-27')).toThrow(RangeError);
  });

  it('has a URL-safe form: slashes become hyphens, either form maps to the same slug', () => {
    expect(invoiceSlug('INV/2627/000042')).toBe('INV-2627-000042');
    expect(invoiceSlug('inv-2627-000042')).toBe('INV-2627-000042');
    expect(invoiceSlug('CN/2627/000001')).toBe('CN-2627-000001');
    // A number of the earlier series, still in older state files, keeps its slug.
    expect(invoiceSlug('LWL/2026-27/000042')).toBe('LWL-2026-27-000042');
  });
});
