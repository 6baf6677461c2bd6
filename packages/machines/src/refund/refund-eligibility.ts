import { REFUND_STATUS } from '@lwl/schemas';

/** The fields the rule reads; an `EventPurchase` of @lwl/schemas fits. */
export interface RefundablePurchase {
  id: number;
  refund_status: string | null;
  event: { event_date: string };
}

/** `YYYY-MM-DD` of a date in the viewer's own calendar (the "today" of the refund rule). */
export function toDateOnly(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * A refund is offered while the event date is today or later (dates only, no time) and no refund is
 * pending: refund_status empty, null or 'failed' (docs/product-rules.md, "Events and tickets").
 */
export function isRefundEligible(purchase: RefundablePurchase, today: string): boolean {
  const eventDay = purchase.event.event_date.slice(0, 10);
  const status = purchase.refund_status;
  const open = status === null || status === '' || status === REFUND_STATUS.failed;
  return open && eventDay >= today.slice(0, 10);
}
