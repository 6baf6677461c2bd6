import type { CounterName, Store } from '../store/store.ts';
import { storeSchema } from '../store/store-schema.ts';

/** Whether a state file's store is usable, and if not, which record and field are wrong. */
export type StoreCheck<S> = { ok: true; store: S } | { ok: false; problem: string };

type Path = readonly PropertyKey[];

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** How a record is named in a message: its position and the first identifying field it has. */
function recordLabel(record: unknown): string {
  if (!isRecord(record)) return '';
  for (const key of ['id', 'order_id', 'payment_id', 'email', 'slug']) {
    const value = record[key];
    if (typeof value === 'string' || typeof value === 'number') return ` (${key} ${JSON.stringify(value)})`;
  }
  return '';
}

/**
 * `events[3] (id 4): name: expected string, received object`: the collection, the record (the first
 * list element on the path), the field.
 */
function describeAt(root: unknown, path: Path, message: string): string {
  const at = path.findIndex((key) => typeof key === 'number');
  if (path.length === 0) return message;
  if (at < 0) return `${path.map(String).join('.')}: ${message}`;
  let record: unknown = root;
  for (const key of path.slice(0, at + 1))
    record =
      isRecord(record) || Array.isArray(record) ? (record as Record<PropertyKey, unknown>)[key] : undefined;
  const where = `${path.slice(0, at).map(String).join('.')}[${String(path[at])}]${recordLabel(record)}`;
  const field = path.slice(at + 1).map(String);
  return field.length === 0 ? `${where}: ${message}` : `${where}: ${field.join('.')}: ${message}`;
}

/** One identity of a store: every value it takes, each with where it is. */
interface Identity {
  /** What the value is, for the message ('order id', 'ticket code'). */
  what: string;
  values: (store: Store) => Iterable<Located>;
}

type Located = { value: string | number; path: Path };

/** Each record's value of one field, at `collection[i].name`. */
function* fieldOf<R>(
  collection: string,
  list: readonly R[],
  name: string,
  read: (record: R) => string | number | undefined,
): Iterable<Located> {
  for (const [index, record] of list.entries()) {
    const value = read(record);
    if (value !== undefined) yield { value, path: [collection, index, name] };
  }
}

type IdCollection = {
  [K in keyof Store]-?: Store[K] extends ReadonlyArray<{ id: string | number }> ? K : never;
}[keyof Store];

const byId = (collection: IdCollection): Identity => ({
  what: `${collection} id`,
  values: (store) =>
    fieldOf<{ id: string | number }>(collection, store[collection], 'id', (record) => record.id),
});

/** The identities no two records may share: ids, e-mails, order ids, keys, codes, invoice numbers. */
const IDENTITIES: readonly Identity[] = [
  byId('users'),
  {
    what: 'user e-mail',
    values: (store) => fieldOf('users', store.users, 'email', (u) => u.email.trim().toLowerCase()),
  },
  byId('events'),
  { what: 'event slug', values: (store) => fieldOf('events', store.events, 'slug', (e) => e.slug) },
  byId('mentors'),
  byId('videos'),
  byId('packages'),
  byId('ventures'),
  byId('ventureEditions'),
  byId('partnerCategories'),
  byId('membershipOptions'),
  { what: 'order id', values: (store) => fieldOf('orders', store.orders, 'order_id', (o) => o.order_id) },
  {
    what: 'access key',
    values: (store) => fieldOf('orders', store.orders, 'access_key', (o) => o.access_key),
  },
  {
    what: 'payment id',
    values: (store) => fieldOf('payments', store.payments, 'payment_id', (p) => p.payment_id),
  },
  byId('eventPurchases'),
  byId('mentorBookings'),
  byId('packagePurchases'),
  byId('memberships'),
  byId('ventureBookings'),
  byId('enquiries'),
  byId('applications'),
  byId('uploads'),
  {
    what: 'ticket code',
    *values(store) {
      for (const collection of ['eventPurchases', 'ventureBookings'] as const)
        for (const [index, record] of store[collection].entries())
          for (const [n, code] of (record.ticket_codes ?? []).entries())
            yield { value: code, path: [collection, index, 'ticket_codes', n] };
    },
  },
  {
    what: 'invoice number',
    *values(store) {
      for (const [index, record] of (store.invoiceBook?.invoices ?? []).entries()) {
        const at = ['invoiceBook', 'invoices', index, 'invoice'];
        yield { value: record.invoice.number, path: [...at, 'number'] };
        const note = record.invoice.credit_note;
        if (note) yield { value: note.number, path: [...at, 'credit_note', 'number'] };
      }
    },
  },
];

/** The records each counter numbers: a counter behind one of their ids would give its id again. */
const COUNTED: ReadonlyArray<[CounterName, IdCollection]> = [
  ['user', 'users'],
  ['eventPurchase', 'eventPurchases'],
  ['mentorBooking', 'mentorBookings'],
  ['packagePurchase', 'packagePurchases'],
  ['membership', 'memberships'],
  ['ventureBooking', 'ventureBookings'],
  ['enquiry', 'enquiries'],
  ['application', 'applications'],
];

const pathText = (path: Path) =>
  path
    .map((key, i) => (typeof key === 'number' ? `[${key}]` : i === 0 ? String(key) : `.${String(key)}`))
    .join('');

/** The first identity two records share, or a counter that would issue an existing id, named; else null. */
function identityProblem(store: Store): string | null {
  for (const identity of IDENTITIES) {
    const seen = new Map<string | number, Path>();
    for (const { value, path } of identity.values(store)) {
      const first = seen.get(value);
      if (first === undefined) seen.set(value, path);
      else
        return describeAt(
          store,
          path,
          `the ${identity.what} ${JSON.stringify(value)} is also ${pathText(first)}'s: identities must be unique`,
        );
    }
  }
  for (const [counter, collection] of COUNTED) {
    const ids: ReadonlyArray<{ id: string | number }> = store[collection];
    const highest = ids.reduce((max, r) => (typeof r.id === 'number' ? Math.max(max, r.id) : max), 0);
    if (store.counters[counter] < highest)
      return describeAt(
        store,
        ['counters', counter],
        `${store.counters[counter]} is below the highest ${collection} id, ${highest}: the next record would repeat an id`,
      );
  }
  return null;
}

/**
 * The real store's check: every record against `storeSchema` (the contract's schemas), then the
 * identities (no two orders with one id or key, no two accounts with one e-mail...).
 */
export function checkStore(value: unknown): StoreCheck<Store> {
  const result = storeSchema.safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0];
    return {
      ok: false,
      problem: issue ? describeAt(value, issue.path, issue.message) : 'the store is not valid',
    };
  }
  const problem = identityProblem(result.data);
  return problem === null ? { ok: true, store: result.data } : { ok: false, problem };
}
