import {
  REFUND_REQUESTS_NOTE,
  REFUND_REVIEW_SENTENCE,
  REFUND_REVIEW_WORKING_DAYS,
  refundTexts,
} from '@lwl/schemas';
import { describe, expect, it } from 'vitest';
import { refundRequestOf, refundStateOf, refundStatusLine } from './refund-request.ts';

const day = (iso: string) => iso.slice(0, 10);

describe('refund request texts', () => {
  it('names the event, its date, the quantity and the amount; the quantity is unknown without the field', () => {
    const purchase = {
      id: 7,
      refund_status: null,
      amount: 5900,
      currency: 'INR' as const,
      event: { name: 'Leadership Soiree', event_date: '2025-03-20T00:00:00Z' },
    };
    expect(refundRequestOf({ ...purchase, quantity: 3 })).toEqual({
      purchaseId: 7,
      event: 'Leadership Soiree',
      eventDate: '2025-03-20',
      quantity: 3,
      amount: 5900,
      currency: 'INR',
    });
    expect(refundRequestOf(purchase).quantity).toBeNull();
  });

  it('says what happens next: a review (the policy says sales are final), its time, the e-mail, the credit note', () => {
    const next = refundTexts.next('₹5,900');
    expect(REFUND_REVIEW_WORKING_DAYS).toBe(5);
    expect(next[0]).toBe(REFUND_REVIEW_SENTENCE);
    expect(next[0]).toMatch(/^All sales are final, .*review each request/);
    expect(REFUND_REQUESTS_NOTE.startsWith(REFUND_REVIEW_SENTENCE)).toBe(true);
    expect(next[1]).toBe('The organisers review your request within 5 working days.');
    expect(next[2]).toMatch(/e-mail/);
    expect(next[3]).toContain('₹5,900');
    expect(next[3]).toMatch(/approved.*credit note/);
  });

  it("reads either backend's words for the state", () => {
    expect(refundStateOf('initiated')).toBe('requested');
    expect(refundStateOf('requested')).toBe('requested');
    expect(refundStateOf('refunded')).toBe('refunded');
    expect(refundStateOf('failed')).toBe('refused');
    expect(refundStateOf('refused')).toBe('refused');
    expect(refundStateOf('declined')).toBeNull();
    expect(refundStateOf('on hold')).toBeNull();
    expect(refundStateOf(null)).toBeNull();
  });

  it("dates the status line: the request's date while pending, the decision's date after", () => {
    const requestedAt = '2026-03-02T10:00:00Z';
    const updatedAt = '2026-03-05T12:00:00Z';
    expect(refundStatusLine({ status: 'initiated', requestedAt, updatedAt: requestedAt }, day)).toBe(
      'Refund requested on 2026-03-02',
    );
    expect(refundStatusLine({ status: 'refunded', requestedAt, updatedAt }, day)).toBe(
      'Refunded on 2026-03-05',
    );
    expect(refundStatusLine({ status: 'failed', requestedAt, updatedAt }, day)).toBe(
      'Refund refused on 2026-03-05',
    );
  });

  it('without dates says the state alone, an unknown word as given, nothing when none was asked', () => {
    expect(refundStatusLine({ status: 'initiated' }, day)).toBe('Refund requested');
    expect(refundStatusLine({ status: 'failed', requestedAt: null, updatedAt: null }, day)).toBe(
      'Refund refused',
    );
    expect(refundStatusLine({ status: 'on hold' }, day)).toBe('on hold');
    expect(refundStatusLine({ status: null }, day)).toBeNull();
    expect(refundStatusLine({ status: '' }, day)).toBeNull();
  });
});
