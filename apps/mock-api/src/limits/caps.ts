import type { AppState } from '../app-state.ts';
import type { Env } from '../env.ts';
import type { OrderRecord, Store } from '../store/store.ts';

/** Unpaid orders kept in all, as a multiple of the per-buyer cap (a flood of guest e-mails). */
const UNPAID_TOTAL_FACTOR = 50;

interface Caps {
  /** Unpaid orders per buyer (account, or e-mail for a guest). */
  unpaidOrdersPerBuyer: number;
  /** Bytes of uploaded photos in all (decoded size). */
  uploadBytes: number;
}

const capsOf = (env: Env): Caps => ({
  unpaidOrdersPerBuyer: env.MOCK_MAX_UNPAID_ORDERS,
  uploadBytes: env.MOCK_MAX_UPLOAD_BYTES,
});

const buyerOf = (order: OrderRecord): string =>
  order.user_id !== null ? `user:${order.user_id}` : `guest:${order.buyer?.email.toLowerCase() ?? ''}`;

/** Drops the oldest unpaid orders beyond the caps; paid orders are never touched. */
function capUnpaidOrders(store: Store, perBuyer: number): number {
  const total = perBuyer * UNPAID_TOTAL_FACTOR;
  const keep = new Set<OrderRecord>();
  const perBuyerCount = new Map<string, number>();
  // Newest first: orders are appended, so walk backwards.
  for (const order of [...store.orders].reverse()) {
    if (order.status !== 'created') continue;
    const buyer = buyerOf(order);
    const count = perBuyerCount.get(buyer) ?? 0;
    if (count >= perBuyer || keep.size >= total) continue;
    perBuyerCount.set(buyer, count + 1);
    keep.add(order);
  }
  const kept = store.orders.filter((o) => o.status !== 'created' || keep.has(o));
  const dropped = store.orders.length - kept.length;
  // Only a cap that drops something writes: with a data file, a write is a change to save.
  if (dropped > 0) store.orders = kept;
  return dropped;
}

/** base64 length to decoded bytes. */
const decodedBytes = (base64: string) => Math.floor((base64.length * 3) / 4);

/** Drops the oldest uploads beyond the byte cap; a profile that showed one falls back to its avatar. */
function capUploads(store: Store, maxBytes: number): number {
  let bytes = store.uploads.reduce((sum, u) => sum + decodedBytes(u.data), 0);
  if (bytes <= maxBytes) return 0;
  const dropped = new Set<string>();
  for (const upload of store.uploads) {
    if (bytes <= maxBytes) break;
    bytes -= decodedBytes(upload.data);
    dropped.add(upload.id);
  }
  store.uploads = store.uploads.filter((u) => !dropped.has(u.id));
  for (const user of store.users)
    if (user.imageUploadId !== null && dropped.has(user.imageUploadId)) user.imageUploadId = null;
  return dropped.size;
}

/** Applies every cap after a change; cheap when nothing is over. */
function enforceCaps(store: Store, caps: Caps): { orders: number; uploads: number } {
  return {
    orders: capUnpaidOrders(store, caps.unpaidOrdersPerBuyer),
    uploads: capUploads(store, caps.uploadBytes),
  };
}

/** The `afterChange` hook of the real mock: the caps of `MOCK_MAX_UNPAID_ORDERS` and `MOCK_MAX_UPLOAD_BYTES`. */
export const capRecords = (state: AppState<Store>): void => {
  enforceCaps(state.store, capsOf(state.env));
};
