import { describe, expect, it } from 'vitest';
import { manualClock } from '../clock/clock.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { createSessions } from './sessions.ts';

describe('passwords', () => {
  it('hashes with scrypt and a random salt, and verifies', () => {
    const first = hashPassword('Lwl@12345');
    const second = hashPassword('Lwl@12345');
    expect(first).toMatch(/^scrypt\$[0-9a-f]{32}\$[0-9a-f]{128}$/);
    expect(first).not.toBe(second);
    expect(verifyPassword('Lwl@12345', first)).toBe(true);
    expect(verifyPassword('Lwl@12346', first)).toBe(false);
  });

  it('refuses malformed hashes', () => {
    for (const hash of ['', 'plain', 'scrypt$abc', 'bcrypt$00$00', 'scrypt$00$abcd']) {
      expect(verifyPassword('x', hash)).toBe(false);
    }
  });
});

describe('sessions', () => {
  const setup = () => {
    const clock = manualClock('2025-03-10T09:30:00Z');
    return { clock, sessions: createSessions({ clock, ttlSeconds: 3600 }) };
  };

  it('issues 256-bit hex tokens that resolve to their user until expiry', () => {
    const { clock, sessions } = setup();
    const issued = sessions.issueToken(5);
    expect(issued.token).toMatch(/^[0-9a-f]{64}$/);
    expect(issued.expiresAt).toBe('2025-03-10T10:30:00.000Z');
    expect(sessions.issueToken(5).token).not.toBe(issued.token);
    expect(sessions.resolveToken(issued.token)).toEqual({ userId: 5, token: issued.token });
    clock.advance(3_599_999);
    expect(sessions.lookupToken(issued.token).ok).toBe(true);
    clock.advance(1);
    expect(sessions.lookupToken(issued.token)).toEqual({ ok: false, reason: 'expired' });
    expect(sessions.lookupToken(issued.token)).toEqual({ ok: false, reason: 'unknown' });
  });

  it('tells malformed from unknown tokens', () => {
    const { sessions } = setup();
    expect(sessions.lookupToken('xyz')).toEqual({ ok: false, reason: 'malformed' });
    expect(sessions.lookupToken('0'.repeat(64))).toEqual({ ok: false, reason: 'unknown' });
  });

  it("revokes one token or all of a user's", () => {
    const { sessions } = setup();
    const a = sessions.issueToken(1).token;
    const b = sessions.issueToken(1).token;
    const c = sessions.issueToken(2).token;
    sessions.revokeToken(a);
    expect(sessions.resolveToken(a)).toBeNull();
    expect(sessions.resolveToken(b)).not.toBeNull();
    sessions.revokeUser(1);
    expect(sessions.resolveToken(b)).toBeNull();
    expect(sessions.resolveToken(c)).not.toBeNull();
  });

  it('round-trips through a snapshot', () => {
    const { clock, sessions } = setup();
    const token = sessions.issueToken(9).token;
    const copy = createSessions({ clock, ttlSeconds: 3600 });
    copy.restore(JSON.parse(JSON.stringify(sessions.snapshot())));
    expect(copy.resolveToken(token)).toEqual({ userId: 9, token });
    copy.clear();
    expect(copy.resolveToken(token)).toBeNull();
  });
});
