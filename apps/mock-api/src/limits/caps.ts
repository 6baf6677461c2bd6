import type { AppState } from '../app-state.ts';
import type { Env } from '../env.ts';
import { utf8Length } from '../platform/bytes.ts';
import type { FormFields, OrderRecord, Store, UploadId } from '../store/store.ts';

/**
 * What a caller can make the mock keep, and how much: every collection a call appends to has a cap
 * or a throttle here (or in `throttle/guards.ts`, `sessions`, the outbox), answered out loud (429
 * with `Retry-After`, or 400 naming the limit), never by dropping something already answered 200.
 * The table of them all: docs/mock-limits.md. The limits and messages are the mock's own (a real
 * backend has its own), so they are defined here rather than in packages/schemas.
 */

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export const RECORD_LIMITS = {
  /** `POST new-member-form`: applications per member per day (store's `created_at`). */
  applicationsPerMember: { max: 3, windowMs: DAY_MS },
  /** `POST uaeEnquiry`: enquiries per e-mail address from one client per day (in memory, `guards`). */
  enquiriesPerAddress: { max: 3, windowMs: DAY_MS },
  /** `POST uaeEnquiry`: enquiries per remote client per hour (not on loopback: `AccountLimiter`). */
  enquiriesPerClient: { max: 20, windowMs: HOUR_MS },
  /** Orders (paid, free or unpaid) a buyer may create per hour: bounds paid and FREE100 orders. */
  ordersPerBuyer: { max: 30, windowMs: HOUR_MS },
  /** Orders created in all per hour (a flood of guest e-mails). */
  ordersInAll: { max: 1000, windowMs: HOUR_MS },
  /** Unpaid orders kept at once in all, as a multiple of the per-buyer cap `MOCK_MAX_UNPAID_ORDERS`. */
  unpaidInAllFactor: 50,
  /** `POST mentor-free-sesssion-appointment`: free sessions per buyer per day, and in all. */
  freeSessionsPerBuyer: { max: 3, windowMs: DAY_MS },
  freeSessionsInAll: { max: 500, windowMs: DAY_MS },
} as const;

/** Whole MiB, or one decimal under 10 (a test's small cap). */
const megabytes = (bytes: number) => {
  const mb = bytes / (1024 * 1024);
  return mb >= 10 ? String(Math.floor(mb)) : String(Math.floor(mb * 10) / 10);
};

/** The answers of these limits (each a 400 or a 429 whose `Retry-After` says when). */
export const limitMessages = {
  tooManyApplications: `You have sent ${RECORD_LIMITS.applicationsPerMember.max} applications in the last 24 hours. Please try again later.`,
  applicationsFull: (maxBytes: number) =>
    `The mock keeps at most ${megabytes(maxBytes)} MB of applications (MOCK_MAX_APPLICATION_BYTES) and this one would go over: it was not recorded. POST /__mock/reset empties them.`,
  tooManyEnquiries: 'Too many enquiries. Please try again later.',
  enquiriesFull: (max: number) =>
    `The mock keeps at most ${max} enquiries (MOCK_MAX_ENQUIRIES) and has that many: this one was not recorded. POST /__mock/reset empties them.`,
  tooManyUnpaidOrders: (max: number, ttlS: number) =>
    `You have ${max} unpaid orders. Please pay one, or try again when the oldest expires (unpaid orders expire after ${Math.ceil(ttlS / 60)} minutes).`,
  tooManyUnpaidOrdersInAll: (max: number, ttlS: number) =>
    `The mock holds ${max} unpaid orders, as many as it keeps. Please try again when the oldest expires (unpaid orders expire after ${Math.ceil(ttlS / 60)} minutes).`,
  tooManyOrders: `Too many orders: at most ${RECORD_LIMITS.ordersPerBuyer.max} an hour per buyer. Please try again later.`,
  tooManyOrdersInAll: `The mock has taken ${RECORD_LIMITS.ordersInAll.max} orders in the last hour, as many as it takes. Please try again later.`,
  tooManyFreeSessions: `You have booked ${RECORD_LIMITS.freeSessionsPerBuyer.max} free sessions in the last 24 hours. Please try again later.`,
  tooManyFreeSessionsInAll: `The mock has booked ${RECORD_LIMITS.freeSessionsInAll.max} free sessions in the last 24 hours, as many as it takes. Please try again later.`,
  uploadsFull: (maxBytes: number) =>
    `The mock keeps at most ${megabytes(maxBytes)} MB of photos (MOCK_MAX_UPLOAD_BYTES) and this one would go over: it was not saved. POST /__mock/reset empties them.`,
} as const;

/** A limit's refusal, as a handler answers it. */
export type LimitRefusal =
  | { status: 429; message: string; retryAfterS: number }
  | { status: 400; message: string };

const throttled = (message: string, waitMs: number): LimitRefusal => ({
  status: 429,
  message,
  retryAfterS: Math.max(1, Math.ceil(waitMs / 1000)),
});

/**
 * Milliseconds until fewer than `max` of these instants (ISO strings) lie within `windowMs` before
 * `now`, so one more may be made; 0 when it may now.
 */
export function windowWaitMs(
  instants: readonly string[],
  limit: { max: number; windowMs: number },
  now: Date,
): number {
  const nowMs = now.getTime();
  const recent = instants
    .map((at) => Date.parse(at))
    .filter((at) => at > nowMs - limit.windowMs)
    .sort((a, b) => a - b);
  if (recent.length < limit.max) return 0;
  const oldest = recent[recent.length - limit.max] ?? nowMs;
  return Math.max(1, oldest + limit.windowMs - nowMs);
}

/** Who is buying: the account, or a guest's e-mail. */
interface Buyer {
  user_id: number | null;
  buyer: { email: string } | null;
}

/** Who an order counts against: the account, or the e-mail for a guest. */
const buyerOf = (order: Buyer): string =>
  order.user_id !== null ? `user:${order.user_id}` : `guest:${order.buyer?.email.trim().toLowerCase() ?? ''}`;

/** When an unpaid order expires (ms): `MOCK_ORDER_TTL_S` after it was made. */
const expiresAtMs = (order: OrderRecord, env: Pick<Env, 'MOCK_ORDER_TTL_S'>) =>
  Date.parse(order.created_at) + env.MOCK_ORDER_TTL_S * 1000;

/** An unpaid order past its age: it can no longer be paid, and is removed at the next change. */
export const orderExpired = (order: OrderRecord, env: Pick<Env, 'MOCK_ORDER_TTL_S'>, now: Date): boolean =>
  order.status === 'created' && expiresAtMs(order, env) <= now.getTime();

type OrderEnv = Pick<Env, 'MOCK_MAX_UNPAID_ORDERS' | 'MOCK_ORDER_TTL_S'>;

/** Milliseconds until the oldest of these unpaid orders expires. */
const untilOldestExpires = (unpaid: OrderRecord[], env: OrderEnv, now: Date) =>
  Math.min(...unpaid.map((o) => expiresAtMs(o, env))) - now.getTime();

/**
 * Whether this buyer may create one more order now: at most `MOCK_MAX_UNPAID_ORDERS` unpaid at once
 * (50 times that in all), and `ordersPerBuyer` / `ordersInAll` created an hour. Checked in the same
 * synchronous step that appends the order, so concurrent calls cannot all pass.
 */
export function orderRefusal(store: Store, env: OrderEnv, buyer: Buyer, now: Date): LimitRefusal | null {
  const key = buyerOf(buyer);
  const live = store.orders.filter((o) => o.status === 'created' && !orderExpired(o, env, now));
  const mine = live.filter((o) => buyerOf(o) === key);
  if (mine.length >= env.MOCK_MAX_UNPAID_ORDERS)
    return throttled(
      limitMessages.tooManyUnpaidOrders(env.MOCK_MAX_UNPAID_ORDERS, env.MOCK_ORDER_TTL_S),
      untilOldestExpires(mine, env, now),
    );
  const inAllMax = env.MOCK_MAX_UNPAID_ORDERS * RECORD_LIMITS.unpaidInAllFactor;
  if (live.length >= inAllMax)
    return throttled(
      limitMessages.tooManyUnpaidOrdersInAll(inAllMax, env.MOCK_ORDER_TTL_S),
      untilOldestExpires(live, env, now),
    );
  const byBuyer = windowWaitMs(
    store.orders.filter((o) => buyerOf(o) === key).map((o) => o.created_at),
    RECORD_LIMITS.ordersPerBuyer,
    now,
  );
  if (byBuyer > 0) return throttled(limitMessages.tooManyOrders, byBuyer);
  const inAll = windowWaitMs(
    store.orders.map((o) => o.created_at),
    RECORD_LIMITS.ordersInAll,
    now,
  );
  return inAll > 0 ? throttled(limitMessages.tooManyOrdersInAll, inAll) : null;
}

/** Whether this buyer may book one more free mentor session: `freeSessionsPerBuyer` and `freeSessionsInAll` a day. */
export function freeSessionRefusal(store: Store, buyer: Buyer, now: Date): LimitRefusal | null {
  const key = buyerOf(buyer);
  const free = store.mentorBookings.filter((b) => b.free);
  const byBuyer = windowWaitMs(
    free.filter((b) => buyerOf(b) === key).map((b) => b.created_at),
    RECORD_LIMITS.freeSessionsPerBuyer,
    now,
  );
  if (byBuyer > 0) return throttled(limitMessages.tooManyFreeSessions, byBuyer);
  const inAll = windowWaitMs(
    free.map((b) => b.created_at),
    RECORD_LIMITS.freeSessionsInAll,
    now,
  );
  return inAll > 0 ? throttled(limitMessages.tooManyFreeSessionsInAll, inAll) : null;
}

/** Bytes of a stored form's fields, as the state file holds them (JSON, UTF-8). */
export const fieldsBytes = (fields: FormFields): number => utf8Length(JSON.stringify(fields));

/** base64 length to decoded bytes. */
const decodedBytes = (base64: string) => Math.floor((base64.length * 3) / 4);

/** Bytes of the photos kept (decoded). */
export const uploadBytes = (store: Store): number =>
  store.uploads.reduce((sum, u) => sum + decodedBytes(u.data), 0);

/** Forgets an upload nothing shows any more (a replaced photo, the photo of an order that expired). */
export function removeUpload(store: Store, id: UploadId | null): void {
  if (id === null) return;
  const shown =
    store.users.some((u) => u.imageUploadId === id) ||
    store.applications.some((a) => a.fields.professional_image === id) ||
    store.orders.some((o) => o.item.kind === 'membership' && o.item.signup?.imageUploadId === id);
  if (!shown) store.uploads = store.uploads.filter((u) => u.id !== id);
}

/**
 * Removes the unpaid orders past `MOCK_ORDER_TTL_S` (the documented expiry: until then an answered
 * order id stays payable), with the sandbox payments and sign-up photo only they held.
 */
function expireUnpaidOrders(store: Store, env: Pick<Env, 'MOCK_ORDER_TTL_S'>, now: Date): number {
  // An order whose payment the provider took is never removed: its webhook or the buyer's next order
  // for it confirms it.
  const captured = new Set(store.payments.map((p) => p.order_id));
  const expired = store.orders.filter((o) => !captured.has(o.order_id) && orderExpired(o, env, now));
  if (expired.length === 0) return 0;
  const gone = new Set(expired.map((o) => o.order_id));
  store.orders = store.orders.filter((o) => !gone.has(o.order_id));
  store.payments = store.payments.filter((p) => !gone.has(p.order_id));
  for (const order of expired)
    if (order.item.kind === 'membership') removeUpload(store, order.item.signup?.imageUploadId ?? null);
  return expired.length;
}

/** The `afterChange` hook of the real mock: unpaid orders expire by age (`MOCK_ORDER_TTL_S`). */
export const capRecords = (state: AppState<Store>): void => {
  expireUnpaidOrders(state.store, state.env, state.clock.now());
};
