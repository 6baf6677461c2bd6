import { randomBytes } from 'node:crypto';
import type { Clock } from '../clock/clock.ts';
import { hashPassword, verifyPassword } from './password.ts';

export interface SessionRecord {
  userId: number;
  /** ISO instant after which the token is refused. */
  expiresAt: string;
}

/** Sessions by token: plain JSON, so persistence can write them. */
export type SessionsSnapshot = Record<string, SessionRecord>;

export interface IssuedToken {
  token: string;
  expiresAt: string;
}

export type TokenLookup =
  | { ok: true; userId: number; token: string }
  | { ok: false; reason: 'malformed' | 'unknown' | 'expired' };

/** Server-side sessions: opaque 256-bit tokens with an expiry on the app clock, plus scrypt passwords. */
export interface Sessions {
  hashPassword(password: string): string;
  verifyPassword(password: string, hash: string): boolean;
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
}

export const TOKEN_PATTERN = /^[0-9a-f]{64}$/;

export function createSessions(options: { clock: Clock; ttlSeconds: number }): Sessions {
  let byToken = new Map<string, SessionRecord>();
  const lookupToken = (token: string): TokenLookup => {
    if (!TOKEN_PATTERN.test(token)) return { ok: false, reason: 'malformed' };
    const record = byToken.get(token);
    if (!record) return { ok: false, reason: 'unknown' };
    if (new Date(record.expiresAt).getTime() <= options.clock.now().getTime()) {
      byToken.delete(token);
      return { ok: false, reason: 'expired' };
    }
    return { ok: true, userId: record.userId, token };
  };
  return {
    hashPassword,
    verifyPassword,
    issueToken: (userId) => {
      const token = randomBytes(32).toString('hex');
      const expiresAt = new Date(options.clock.now().getTime() + options.ttlSeconds * 1000).toISOString();
      byToken.set(token, { userId, expiresAt });
      return { token, expiresAt };
    },
    lookupToken,
    resolveToken: (token) => {
      const found = lookupToken(token);
      return found.ok ? { userId: found.userId, token: found.token } : null;
    },
    revokeToken: (token) => {
      byToken.delete(token);
    },
    revokeUser: (userId) => {
      for (const [token, record] of byToken) if (record.userId === userId) byToken.delete(token);
    },
    snapshot: () => Object.fromEntries(byToken),
    restore: (snapshot) => {
      byToken = new Map(Object.entries(snapshot));
    },
    clear: () => {
      byToken.clear();
    },
  };
}
