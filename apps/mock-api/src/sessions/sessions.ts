import { platformCrypto } from '#platform/crypto';
import type { Clock } from '../clock/clock.ts';
import { toHex } from '../platform/bytes.ts';
import { hashPasswordAsync, verifyPasswordAsync } from './password.ts';

interface SessionRecord {
  userId: number;
  /** ISO instant after which the token is refused. */
  expiresAt: string;
}

/** Sessions by token: plain JSON, so persistence can write them. */
export type SessionsSnapshot = Record<string, SessionRecord>;

interface IssuedToken {
  token: string;
  expiresAt: string;
}

type TokenLookup =
  | { ok: true; userId: number; token: string }
  | { ok: false; reason: 'malformed' | 'unknown' | 'expired' };

/**
 * Server-side sessions: opaque 256-bit tokens with an expiry on the app clock, plus scrypt passwords
 * (hashed off the event loop). A user holds at most `maxPerUser` sessions: a new one ends the oldest.
 */
export interface Sessions {
  hashPassword(password: string): Promise<string>;
  verifyPassword(password: string, hash: string): Promise<boolean>;
  issueToken(userId: number): IssuedToken;
  /** The session's user, or why the token is refused. An expired session is dropped. */
  lookupToken(token: string): TokenLookup;
  /** Shorthand for `lookupToken`: the caller, or null when malformed, unknown or expired. */
  resolveToken(token: string): { userId: number; token: string } | null;
  revokeToken(token: string): void;
  /** Ends every session of a user (e.g. after a password reset). */
  revokeUser(userId: number): void;
  snapshot(): SessionsSnapshot;
  restore(snapshot: SessionsSnapshot): void;
  clear(): void;
  /** Changes so far (a session issued, ended or dropped): unchanged means the sessions are as they were. */
  version(): number;
  /** Sessions held now (expired ones included until they are met or swept). */
  size(): number;
}

const TOKEN_PATTERN = /^[0-9a-f]{64}$/;

export function createSessions(options: { clock: Clock; ttlSeconds: number; maxPerUser?: number }): Sessions {
  const maxPerUser = options.maxPerUser ?? 10;
  /** Insertion order is issue order: the first of a user's entries is their oldest session. */
  let byToken = new Map<string, SessionRecord>();
  let version = 0;
  const drop = (token: string) => {
    if (byToken.delete(token)) version += 1;
  };
  const isExpired = (record: SessionRecord, now: number) => new Date(record.expiresAt).getTime() <= now;
  /** Drops expired sessions, and the oldest of `userId`'s beyond `keep`. */
  const sweep = (userId: number, keep: number) => {
    const now = options.clock.now().getTime();
    const mine: string[] = [];
    for (const [token, record] of byToken) {
      if (isExpired(record, now)) drop(token);
      else if (record.userId === userId) mine.push(token);
    }
    for (const token of mine.slice(0, Math.max(0, mine.length - keep))) drop(token);
  };
  const lookupToken = (token: string): TokenLookup => {
    if (!TOKEN_PATTERN.test(token)) return { ok: false, reason: 'malformed' };
    const record = byToken.get(token);
    if (!record) return { ok: false, reason: 'unknown' };
    if (isExpired(record, options.clock.now().getTime())) {
      drop(token);
      return { ok: false, reason: 'expired' };
    }
    return { ok: true, userId: record.userId, token };
  };
  return {
    hashPassword: hashPasswordAsync,
    verifyPassword: verifyPasswordAsync,
    issueToken: (userId) => {
      sweep(userId, maxPerUser - 1);
      const token = toHex(platformCrypto.randomBytes(32));
      const expiresAt = new Date(options.clock.now().getTime() + options.ttlSeconds * 1000).toISOString();
      byToken.set(token, { userId, expiresAt });
      version += 1;
      return { token, expiresAt };
    },
    lookupToken,
    resolveToken: (token) => {
      const found = lookupToken(token);
      return found.ok ? { userId: found.userId, token: found.token } : null;
    },
    revokeToken: drop,
    revokeUser: (userId) => {
      for (const [token, record] of byToken) if (record.userId === userId) drop(token);
    },
    snapshot: () => Object.fromEntries(byToken),
    restore: (snapshot) => {
      byToken = new Map(Object.entries(snapshot));
      version += 1;
    },
    clear: () => {
      byToken.clear();
      version += 1;
    },
    version: () => version,
    size: () => byToken.size,
  };
}
