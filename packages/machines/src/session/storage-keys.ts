import { STORAGE_KEYS, type StorageKey } from '@lwl/schemas';
import { isSignedIn, type SessionData, signedOut } from './session-rules.ts';

// The session's fields and the storage keys must stay one to one.
STORAGE_KEYS satisfies Record<keyof SessionData, string>;

export const SESSION_STORAGE_KEYS: readonly StorageKey[] = Object.values(STORAGE_KEYS);

/** Values to write: a string is stored, null removes the key. */
export type StorageEntries = Partial<Record<StorageKey, string | null>>;

/** What a storage read answers: the stored string, or null when the key is absent. */
export type StoredValues = Partial<Record<StorageKey, string | null>>;

export function sessionFromStorage(stored: StoredValues): SessionData {
  const read = (key: StorageKey): string | null => {
    const value = stored[key];
    return value === undefined || value === null || value === '' ? null : value;
  };
  return {
    token: read(STORAGE_KEYS.token),
    planName: read(STORAGE_KEYS.planName),
    userName: read(STORAGE_KEYS.userName),
    profileImage: read(STORAGE_KEYS.profileImage),
  };
}

/** The session a start finds in storage: the stored fields with a token, otherwise signed out. */
export function restoredSession(stored: StoredValues): SessionData {
  const session = sessionFromStorage(stored);
  return isSignedIn(session) ? session : signedOut;
}

export function sessionToStorage(session: Partial<SessionData>): StorageEntries {
  const entries: StorageEntries = {};
  for (const field of Object.keys(STORAGE_KEYS) as Array<keyof SessionData>) {
    const value = session[field];
    if (value !== undefined) entries[STORAGE_KEYS[field]] = value;
  }
  return entries;
}
