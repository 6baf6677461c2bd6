/**
 * Local storage of the signed-in state (AuthToken, PlanName, UserName, profileImage).
 * The session machine's effects and the route guards read and write it here, nowhere else.
 */
import {
  SESSION_STORAGE_KEYS,
  type SessionData,
  type StorageEntries,
  type StoredValues,
  sessionFromStorage,
} from '@lwl/machines';
import { STORAGE_KEYS, type StorageKey } from '@lwl/schemas';

function store(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readStorage(keys: readonly StorageKey[]): StoredValues {
  const storage = store();
  const values: StoredValues = {};
  for (const key of keys) values[key] = storage?.getItem(key) ?? null;
  return values;
}

export function writeStorage(entries: StorageEntries): void {
  const storage = store();
  if (!storage) return;
  for (const [key, value] of Object.entries(entries)) {
    if (value === null || value === undefined) storage.removeItem(key);
    else storage.setItem(key, value);
  }
}

/** Logout and session expiry clear all of local storage, as the specs say. */
export function clearStorage(): void {
  store()?.clear();
}

/** The stored sign-in token alone, or null (the first read, inlined into the HTML). */
export function storedToken(): string | null {
  // As sessionFromStorage reads it: an empty value is no token.
  return store()?.getItem(STORAGE_KEYS.token) || null;
}

/** The stored session, read synchronously (route guards, the API client's token). */
export function storedSession(): SessionData {
  return sessionFromStorage(readStorage(SESSION_STORAGE_KEYS));
}
