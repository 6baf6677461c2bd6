import {
  type Currency,
  REFUND_STATE_OF_STATUS,
  REFUND_STATUS,
  type RefundState,
  refundTexts,
} from '@lwl/schemas';
import type { RefundablePurchase } from './refund-eligibility.ts';

/** An event purchase the refund flow reads; an `EventPurchase` of @lwl/schemas fits. */
export interface RefundCandidate extends RefundablePurchase {
  /** Major units, as `GET account-events` answers it. */
  amount: number;
  currency: Currency;
  /** How many tickets the purchase holds, when the backend says (an extension field). */
  quantity?: number | null | undefined;
  event: { name: string; event_date: string };
}

/** What the confirmation names: the event, its date, the quantity and the amount that would go back. */
export interface RefundRequest {
  purchaseId: number;
  event: string;
  /** `YYYY-MM-DD`. */
  eventDate: string;
  quantity: number | null;
  amount: number;
  currency: Currency;
}

export function refundRequestOf(purchase: RefundCandidate): RefundRequest {
  return {
    purchaseId: purchase.id,
    event: purchase.event.name,
    eventDate: purchase.event.event_date.slice(0, 10),
    quantity: purchase.quantity ?? null,
    amount: purchase.amount,
    currency: purchase.currency,
  };
}

/**
 * The state of a refund from the words a backend uses: `account-events` says 'initiated', 'refunded'
 * or 'failed' (REFUND_STATUS, read by REFUND_STATE_OF_STATUS), an order's receipt the state itself
 * ('requested', 'refunded' or 'refused'). null: none requested, or a word we do not know (the view
 * then shows it as given).
 */
export function refundStateOf(status: string | null | undefined): RefundState | null {
  switch (status) {
    case REFUND_STATUS.initiated:
    case REFUND_STATUS.refunded:
    case REFUND_STATUS.failed:
      return REFUND_STATE_OF_STATUS[status];
    case 'requested':
    case 'refused':
      return status;
    default:
      return null;
  }
}

export interface RefundStatusFacts {
  status: string | null | undefined;
  /** When the request was made (ISO), when the backend says. */
  requestedAt?: string | null | undefined;
  /** When the organisers last changed it (ISO). */
  updatedAt?: string | null | undefined;
}

/**
 * The status line of a ticket: 'Refund requested on 2 March 2026', 'Refunded on …', 'Refund refused
 * on …' (the request's date while pending, the decision's date after). Without a date, the state
 * alone; an unknown word as given; null when no refund was asked for.
 */
export function refundStatusLine(
  facts: RefundStatusFacts,
  formatDate: (iso: string) => string,
): string | null {
  if (!facts.status) return null;
  const state = refundStateOf(facts.status);
  if (state === null) return facts.status;
  const date = state === 'requested' ? facts.requestedAt : (facts.updatedAt ?? facts.requestedAt);
  return date ? refundTexts.status[state](formatDate(date)) : refundTexts.statusUndated[state];
}
