/**
 * What a 401 must not lose (docs/product-rules.md, "Visitors and members"): the page the member was on
 * (the return record) and what each form on it held (one draft per form). Both are kept in the tab's
 * session storage by the app, read back here: anything malformed, stale or of another page is ignored.
 * A draft never holds a password or card data: `draftValues` drops secret fields and files.
 */
import { commonMessages } from '@lwl/schemas';
import type { SessionExpiredMessage } from '../shared/effects.ts';

/** How long a kept return record or draft is honoured after the 401. */
export const INTERRUPTED_FORM_MAX_AGE_MS = 60 * 60 * 1000;

/** The forms that keep a draft across a 401, one draft each. */
export const DRAFT_FORMS = [
  'eventBooking',
  'membershipPurchase',
  'profileEdit',
  'gstDetails',
  'application',
] as const;
export type DraftForm = (typeof DRAFT_FORMS)[number];

/** A form's values as a draft keeps them: JSON-safe text, numbers, booleans, lists and records. */
export type DraftValue = string | number | boolean | null | DraftValue[] | { [field: string]: DraftValue };
export type DraftRecord = { [field: string]: DraftValue };

/** The page a 401 interrupted and the message it was told. */
export interface SessionReturn {
  /** The page's path and query; null when it was not one to come back to. */
  path: string | null;
  message: SessionExpiredMessage;
  /** Epoch ms. */
  savedAt: number;
}

export interface KeptDraft<TValues = unknown> {
  form: DraftForm;
  /** The page the form was on. */
  path: string;
  values: TValues;
  savedAt: number;
}

const EXPIRY_MESSAGES: readonly string[] = [
  commonMessages.sessionExpired,
  commonMessages.sessionExpiredShort,
  commonMessages.sessionExpiredApplication,
];

/** Field names whose values are never kept: passwords, one-time codes, card data. */
const SECRET_FIELD = /pass|otp|card|cvv|cvc|expiry|token|secret/i;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const fresh = (savedAt: unknown, now: number): savedAt is number =>
  typeof savedAt === 'number' && savedAt <= now && now - savedAt <= INTERRUPTED_FORM_MAX_AGE_MS;

const isPlainRecord = (value: unknown): value is Record<string, unknown> =>
  isRecord(value) &&
  (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null);

function draftValue(value: unknown): DraftValue | undefined {
  if (typeof value === 'string' || typeof value === 'boolean' || value === null) return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (Array.isArray(value)) return value.map((item) => draftValue(item) ?? null);
  if (isPlainRecord(value)) return draftValues(value);
  return undefined;
}

/**
 * What a draft keeps of a form's values, whatever the form holds (so fields added later are kept
 * too): text, numbers, booleans, lists and plain records, at any depth; never a field whose name says
 * it is secret (a password, an OTP, card data), a file or a function.
 */
export function draftValues(values: Record<string, unknown>): DraftRecord {
  const kept: DraftRecord = {};
  for (const [name, value] of Object.entries(values)) {
    if (SECRET_FIELD.test(name)) continue;
    const item = draftValue(value);
    if (item !== undefined) kept[name] = item;
  }
  return kept;
}

/** The return record read back from storage, when it is well formed and recent; else null. */
export function readSessionReturn(raw: unknown, now: number): SessionReturn | null {
  if (!isRecord(raw) || !fresh(raw.savedAt, now)) return null;
  if (typeof raw.message !== 'string' || !EXPIRY_MESSAGES.includes(raw.message)) return null;
  const path = typeof raw.path === 'string' ? raw.path : null;
  return { path, message: raw.message as SessionExpiredMessage, savedAt: raw.savedAt };
}

/**
 * A kept draft of `form` to restore on the page at `path`, when it was kept there, recently, and its
 * values are a record; else null (a draft of another page waits for that page). Its values pass
 * `draftValues` again: what storage held is not trusted.
 */
export function draftToRestore(
  raw: unknown,
  { form, path, now }: { form: DraftForm; path: string; now: number },
): KeptDraft<DraftRecord> | null {
  if (!isRecord(raw) || raw.form !== form || raw.path !== path || !fresh(raw.savedAt, now)) return null;
  if (!isPlainRecord(raw.values)) return null;
  return { form, path, values: draftValues(raw.values), savedAt: raw.savedAt };
}

/** A kept field as text; undefined when absent or not text. */
export function draftText(values: DraftRecord, field: string): string | undefined {
  const value = values[field];
  return typeof value === 'string' ? value : undefined;
}

/** A kept field as a record (a form's nested values), else null. */
export function draftRecord(values: DraftRecord, field: string): DraftRecord | null {
  const value = values[field];
  return isPlainRecord(value) ? (value as DraftRecord) : null;
}

/**
 * A form's values with a kept draft over them: each field the form has whose kept value is of the
 * same kind (text for text, yes/no for yes/no, a list of texts for a list); anything else keeps the
 * form's value.
 */
export function restoredFields<TValues extends Record<string, unknown>>(
  values: TValues,
  draft: DraftRecord | null,
): TValues {
  if (draft === null) return values;
  const restored: Record<string, unknown> = { ...values };
  for (const [field, value] of Object.entries(values)) {
    const kept = draft[field];
    if (kept !== undefined && kept !== null && typeof kept === typeof value && typeof kept !== 'object')
      restored[field] = kept;
    else if (Array.isArray(value) && Array.isArray(kept) && kept.every((item) => typeof item === 'string'))
      restored[field] = kept;
  }
  return restored as TValues;
}
