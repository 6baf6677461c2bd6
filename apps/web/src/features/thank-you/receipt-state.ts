/** The receipt named by the router state, when this app still holds it and it is well formed. */
import { type Receipt, receiptSchema } from '@lwl/schemas';
import { heldReceipt } from '../../lib/receipt-handoff.ts';

export function receiptFor(state: unknown): Receipt | null {
  const held = heldReceipt(state);
  if (held === null) return null;
  const parsed = receiptSchema.safeParse(held);
  return parsed.success ? parsed.data : null;
}
