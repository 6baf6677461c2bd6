import { describe, expect, it } from 'vitest';
import {
  CREDIT_NOTE_PREFIX,
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

  it('numbers invoices and credit notes with a six-digit serial', () => {
    expect(documentNumber(INVOICE_PREFIX, '2026-27', 42)).toBe('LWL/2026-27/000042');
    expect(documentNumber(CREDIT_NOTE_PREFIX, '2026-27', 1)).toBe('LWL/CN/2026-27/000001');
    expect(() => documentNumber(INVOICE_PREFIX, '2026-27', 0)).toThrow(RangeError);
    expect(() => documentNumber(INVOICE_PREFIX, '2026-27', 1_000_000)).toThrow(RangeError);
  });

  it('has a URL-safe form: slashes become hyphens, either form maps to the same slug', () => {
    expect(invoiceSlug('LWL/2026-27/000042')).toBe('LWL-2026-27-000042');
    expect(invoiceSlug('lwl-2026-27-000042')).toBe('LWL-2026-27-000042');
    expect(invoiceSlug('LWL/CN/2026-27/000001')).toBe('LWL-CN-2026-27-000001');
  });
});
