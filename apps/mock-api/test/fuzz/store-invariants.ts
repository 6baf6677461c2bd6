import { REFUND_STATUS } from '@lwl/schemas';
import type { SessionsSnapshot } from '../../src/sessions/sessions.ts';
import type { CounterName, Store } from '../../src/store/store.ts';
import { invoiceProblems } from './invoice-invariants.ts';

const REFUND_STATUSES: ReadonlySet<string> = new Set(['', ...Object.values(REFUND_STATUS)]);

function duplicates<T>(values: readonly T[]): T[] {
  const seen = new Set<T>();
  const repeated = new Set<T>();
  for (const value of values) (seen.has(value) ? repeated : seen).add(value);
  return [...repeated];
}

/**
 * Every way the store can be inconsistent, as readable lines (empty when consistent): references to
 * records that do not exist, repeated ids, bad amounts, a paid order recorded twice or not at all,
 * unknown refund states, sessions of users who do not exist, counters behind their records.
 */
export function storeViolations(store: Store, sessions: SessionsSnapshot = {}): string[] {
  const problems: string[] = [];
  const users = new Set(store.users.map((u) => u.id));
  const events = new Set(store.events.map((e) => e.id));
  const mentors = new Set(store.mentors.map((m) => m.id));
  const packages = new Set(store.packages.map((p) => p.id));
  const ventures = new Set(store.ventures.map((v) => v.id));
  const editions = new Set(store.ventureEditions.map((e) => e.id));
  const options = new Set(store.membershipOptions.map((o) => o.id));
  const orders = new Map(store.orders.map((o) => [o.order_id, o]));

  const unique = (what: string, ids: readonly (number | string)[]) => {
    for (const id of duplicates(ids)) problems.push(`${what}: id ${id} is used more than once`);
  };
  unique(
    'users',
    store.users.map((u) => u.id),
  );
  unique(
    'user e-mails',
    store.users.map((u) => u.email.trim().toLowerCase()),
  );
  unique(
    'events',
    store.events.map((e) => e.id),
  );
  unique(
    'mentors',
    store.mentors.map((m) => m.id),
  );
  unique(
    'packages',
    store.packages.map((p) => p.id),
  );
  unique(
    'orders',
    store.orders.map((o) => o.order_id),
  );
  unique(
    'payments',
    store.payments.map((p) => p.payment_id),
  );
  unique(
    'eventPurchases',
    store.eventPurchases.map((p) => p.id),
  );
  unique(
    'mentorBookings',
    store.mentorBookings.map((b) => b.id),
  );
  unique(
    'packagePurchases',
    store.packagePurchases.map((p) => p.id),
  );
  unique(
    'memberships',
    store.memberships.map((m) => m.id),
  );
  unique(
    'ventureBookings',
    store.ventureBookings.map((b) => b.id),
  );
  unique(
    'enquiries',
    store.enquiries.map((e) => e.id),
  );
  unique(
    'applications',
    store.applications.map((a) => a.id),
  );
  unique(
    'uploads',
    store.uploads.map((u) => u.id),
  );

  const userExists = (what: string, userId: number | null) => {
    if (userId !== null && !users.has(userId)) problems.push(`${what}: unknown user ${userId}`);
  };
  const exists = (what: string, set: ReadonlySet<number>, id: number) => {
    if (!set.has(id)) problems.push(`${what}: points at a missing record ${id}`);
  };
  const amount = (what: string, value: number) => {
    if (!Number.isFinite(value) || value < 0)
      problems.push(`${what}: amount ${value} is not a non-negative number`);
  };

  for (const order of store.orders) {
    const what = `order ${order.order_id}`;
    if (!Number.isInteger(order.amount) || order.amount < 0)
      problems.push(`${what}: amount ${order.amount} is not a non-negative integer`);
    userExists(what, order.user_id);
    const item = order.item;
    if (item.kind === 'event') {
      exists(what, events, item.event_id);
      if (!Number.isInteger(item.quantity) || item.quantity < 1 || item.quantity > 5)
        problems.push(`${what}: quantity ${item.quantity} outside 1–5`);
    }
    if (item.kind === 'mentor') exists(what, mentors, item.mentor_id);
    if (item.kind === 'package') exists(what, packages, item.package_id);
    if (item.kind === 'venture') {
      exists(what, ventures, item.venture_id);
      exists(what, editions, item.edition_id);
    }
    if (item.kind === 'membership') exists(what, options, item.membership_price_id);
    if ((order.status === 'paid') !== (order.paid_at !== null))
      problems.push(`${what}: status ${order.status} but paid_at ${order.paid_at}`);
  }
  for (const payment of store.payments) {
    if (!orders.has(payment.order_id))
      problems.push(`payment ${payment.payment_id}: unknown order ${payment.order_id}`);
  }

  const purchases: { what: string; order_id: string | null }[] = [];
  for (const p of store.eventPurchases) {
    const what = `eventPurchase ${p.id}`;
    userExists(what, p.user_id);
    exists(what, events, p.event_id);
    amount(what, p.amount);
    if (!REFUND_STATUSES.has(p.refund_status)) problems.push(`${what}: refund_status '${p.refund_status}'`);
    purchases.push({ what, order_id: p.order_id });
  }
  for (const b of store.mentorBookings) {
    const what = `mentorBooking ${b.id}`;
    userExists(what, b.user_id);
    exists(what, mentors, b.mentor_id);
    amount(what, b.amount);
    if (b.free && (b.amount !== 0 || b.order_id !== null))
      problems.push(`${what}: a free session with a price or order`);
    purchases.push({ what, order_id: b.order_id });
  }
  for (const p of store.packagePurchases) {
    const what = `packagePurchase ${p.id}`;
    userExists(what, p.user_id);
    exists(what, packages, p.package_id);
    amount(what, p.amount);
    purchases.push({ what, order_id: p.order_id });
  }
  for (const b of store.ventureBookings) {
    const what = `ventureBooking ${b.id}`;
    userExists(what, b.user_id);
    exists(what, ventures, b.venture_id);
    exists(what, editions, b.edition_id);
    amount(what, b.amount);
    purchases.push({ what, order_id: b.order_id });
  }
  for (const m of store.memberships) {
    const what = `membership ${m.id}`;
    userExists(what, m.user_id);
    exists(what, options, m.membership_price_id);
    amount(what, m.membership_price);
    purchases.push({ what, order_id: m.order_id });
  }

  const recorded = new Map<string, string[]>();
  for (const { what, order_id } of purchases) {
    if (order_id === null) continue;
    const order = orders.get(order_id);
    if (!order) problems.push(`${what}: unknown order ${order_id}`);
    else if (order.status !== 'paid') problems.push(`${what}: recorded for unpaid order ${order_id}`);
    recorded.set(order_id, [...(recorded.get(order_id) ?? []), what]);
  }
  for (const [orderId, records] of recorded) {
    if (records.length > 1)
      problems.push(`order ${orderId}: recorded ${records.length} times (${records.join(', ')})`);
  }
  for (const order of store.orders) {
    if (order.status === 'paid' && !recorded.has(order.order_id))
      problems.push(`order ${order.order_id}: paid but no purchase recorded`);
  }
  problems.push(...invoiceProblems(store));

  for (const a of store.applications) userExists(`application ${a.id}`, a.user_id);
  for (const [token, session] of Object.entries(sessions)) {
    if (!users.has(session.userId))
      problems.push(`session ${token.slice(0, 8)}…: unknown user ${session.userId}`);
  }

  const counted: [CounterName, readonly { id: number }[]][] = [
    ['user', store.users],
    ['eventPurchase', store.eventPurchases],
    ['mentorBooking', store.mentorBookings],
    ['packagePurchase', store.packagePurchases],
    ['membership', store.memberships],
    ['ventureBooking', store.ventureBookings],
    ['enquiry', store.enquiries],
    ['application', store.applications],
  ];
  const uploadIds = new Set(store.uploads.map((u) => u.id));
  if (uploadIds.size !== store.uploads.length) problems.push('two uploads share an id');
  for (const id of uploadIds)
    if (!/^[0-9a-f]{32}$/.test(id)) problems.push(`upload ${id}: not a random 128-bit id`);
  for (const [name, records] of counted) {
    const highest = Math.max(0, ...records.map((r) => r.id));
    const counter = store.counters[name];
    if (counter < highest) problems.push(`counter ${name} (${counter}) is behind its highest id ${highest}`);
  }
  return problems;
}
