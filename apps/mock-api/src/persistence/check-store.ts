import type { z } from 'zod/mini';
import type { Store } from '../store/store.ts';
import { storeSchema } from '../store/store-schema.ts';

/** Whether a state file's store is usable, and if not, which record and field are wrong. */
export type StoreCheck<S> = { ok: true; store: S } | { ok: false; problem: string };

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

/** `events[3] (id 4): name: expected string, received object`: the collection, the record, the field. */
function describeIssue(root: unknown, issue: z.core.$ZodIssue): string {
  const [collection, index, ...field] = issue.path;
  if (collection === undefined) return issue.message;
  const name = String(collection);
  if (typeof index !== 'number')
    return `${[name, index].filter((p) => p !== undefined).join('.')}: ${issue.message}`;
  const list = isRecord(root) ? root[name] : undefined;
  const record = Array.isArray(list) ? list[index] : undefined;
  const where = `${name}[${index}]${recordLabel(record)}`;
  return field.length === 0 ? `${where}: ${issue.message}` : `${where}: ${field.join('.')}: ${issue.message}`;
}

/** The real store's check: every record against `storeSchema` (the contract's schemas). */
export function checkStore(value: unknown): StoreCheck<Store> {
  const result = storeSchema.safeParse(value);
  if (result.success) return { ok: true, store: result.data };
  const issue = result.error.issues[0];
  return { ok: false, problem: issue ? describeIssue(value, issue) : 'the store is not valid' };
}
