/**
 * The receipt handed from a finished purchase to /thank-you or /venturethank-you when the backend gave
 * the order no access key (one without the extension; with a key the page loads the order from its own
 * address, `?order=…&key=…`, instead). It is kept in this
 * module's memory only, and the navigation carries its key in the router state: the page shows it
 * while the app that made the purchase is running, and a reload, a new tab or a direct visit (memory
 * empty, or a key that is not the last one) shows the specs' text alone. Nothing is written to storage,
 * so an old purchase can never reappear on someone else's visit. The thank-you page parses what it
 * takes (features/thank-you/receipt-state.ts), so this module stays free of schemas.
 */
import type { Receipt } from '@lwl/schemas';

let last: { key: string; receipt: Receipt } | null = null;

/** Keeps the receipt and returns the router state that names it. */
export function handOverReceipt(receipt: Receipt): { receiptKey: string } {
  const key = `${receipt.order_id}:${Date.now()}`;
  last = { key, receipt };
  return { receiptKey: key };
}

/** The receipt the router state names, when this app still holds it (unchecked). */
export function heldReceipt(state: unknown): unknown {
  if (last === null || typeof state !== 'object' || state === null) return null;
  return Reflect.get(state, 'receiptKey') === last.key ? last.receipt : null;
}
