import { describe, expect, it } from 'vitest';
import { isRefundEligible, type RefundablePurchase, toDateOnly } from './refund-eligibility.ts';

const purchase = (event_date: string, refund_status: string | null): RefundablePurchase => ({
  id: 7,
  refund_status,
  event: { event_date },
});

describe('refund eligibility', () => {
  const today = '2025-03-10';

  it('is offered for an event today or later with no refund pending', () => {
    expect(isRefundEligible(purchase('2025-03-10', null), today)).toBe(true);
    expect(isRefundEligible(purchase('2025-03-11', ''), today)).toBe(true);
    expect(isRefundEligible(purchase('2026-01-01', 'failed'), today)).toBe(true);
  });

  it('is not offered for a past event', () => {
    expect(isRefundEligible(purchase('2025-03-09', null), today)).toBe(false);
    expect(isRefundEligible(purchase('2024-12-31', 'failed'), today)).toBe(false);
  });

  it('is not offered while a refund is initiated or done', () => {
    expect(isRefundEligible(purchase('2025-04-01', 'initiated'), today)).toBe(false);
    expect(isRefundEligible(purchase('2025-04-01', 'refunded'), today)).toBe(false);
  });

  it('compares dates only, ignoring any time part', () => {
    expect(isRefundEligible(purchase('2025-03-10T00:00:00Z', null), '2025-03-10T23:59:59')).toBe(true);
  });

  it("formats the viewer's own calendar day", () => {
    expect(toDateOnly(new Date(2025, 0, 5, 23, 30))).toBe('2025-01-05');
    expect(toDateOnly(new Date(2025, 11, 31, 0, 0))).toBe('2025-12-31');
  });
});
