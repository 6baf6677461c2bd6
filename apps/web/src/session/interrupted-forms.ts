/**
 * What a 401 must not lose, kept in this tab's session storage (never local storage, which the expiry
 * clears): the page it interrupted with its message, and one draft per form on that page. The forms
 * register what they hold while they are mounted (`useDraftOnExpiry`); the session's `keepReturn`
 * writes it all at the moment of the 401. The rules of what is kept and read back are the machines'
 * (`draftValues`, `readSessionReturn`, `draftToRestore`); a form restores its draft once, signed in
 * again, on its own page. Logging out (`forgetDrafts`) drops everything; a completed form drops its own.
 */
import {
  DRAFT_FORMS,
  type DraftForm,
  type DraftRecord,
  draftToRestore,
  draftValues,
  type KeepReturnParams,
  type KeptDraft,
  readSessionReturn,
  type SessionReturn,
} from '@lwl/machines';
import { useEffect, useRef } from 'react';
import { currentPath } from '../lib/navigation.ts';

const RETURN_KEY = 'lwl.sessionReturn';
const draftKey = (form: DraftForm) => `lwl.draft.${form}`;

function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function readJson(key: string): unknown {
  try {
    const raw = tabStorage()?.getItem(key);
    return raw ? JSON.parse(raw) : null;
  } catch {
    return null;
  }
}

function writeJson(key: string, value: unknown): void {
  try {
    tabStorage()?.setItem(key, JSON.stringify(value));
  } catch {
    // A full or refused storage loses the draft, never the sign-in.
  }
}

/** What each mounted form holds now (null: nothing worth keeping). */
const sources = new Map<DraftForm, () => Record<string, unknown> | null>();

/** The session's `keepReturn`: the page, the message and every mounted form's draft. */
export function keepReturn({ path, message }: KeepReturnParams): void {
  const now = Date.now();
  // A second 401 met on /login itself names no page: the first one's stays.
  const earlier = readSessionReturn(readJson(RETURN_KEY), now);
  const record: SessionReturn = { path: path ?? earlier?.path ?? null, message, savedAt: now };
  writeJson(RETURN_KEY, record);
  if (path === null) return;
  for (const [form, values] of sources) {
    const held = values();
    if (held === null) continue;
    const draft: KeptDraft<DraftRecord> = { form, path, values: draftValues(held), savedAt: now };
    writeJson(draftKey(form), draft);
  }
}

/** The kept return record, for the login page (null when none or stale). */
export function savedReturn(): SessionReturn | null {
  return readSessionReturn(readJson(RETURN_KEY), Date.now());
}

export function forgetReturn(): void {
  tabStorage()?.removeItem(RETURN_KEY);
}

/**
 * The draft of `form` kept on this page, or null. Read when the form's machine starts; the form then
 * forgets it (`forgetDraft`, in an effect: a render may run twice), so it is restored once.
 */
export function peekDraft(form: DraftForm): DraftRecord | null {
  return (
    draftToRestore(readJson(draftKey(form)), { form, path: currentPath(), now: Date.now() })?.values ?? null
  );
}

export function forgetDraft(form: DraftForm): void {
  tabStorage()?.removeItem(draftKey(form));
}

/** Logging out: nothing of hers stays in the tab. */
export function forgetDrafts(): void {
  forgetReturn();
  for (const form of DRAFT_FORMS) forgetDraft(form);
}

/** While mounted, `form` offers what it holds (`values()`) to be kept if a 401 comes. */
export function useDraftOnExpiry(form: DraftForm, values: () => Record<string, unknown> | null): void {
  const latest = useRef(values);
  latest.current = values;
  useEffect(() => {
    const source = () => latest.current();
    sources.set(form, source);
    return () => {
      if (sources.get(form) === source) sources.delete(form);
    };
  }, [form]);
}
