import type { AuthMode } from '@lwl/schemas';
import type { Caller } from '../registry/handler.ts';
import type { Sessions } from '../sessions/sessions.ts';

export type AuthOutcome = { ok: true; caller: Caller | null } | { ok: false };

/**
 * Applies an endpoint's auth mode. required: a valid token or 401. optional: no header is a guest,
 * a header with a bad token is 401. none: the header is ignored.
 */
export function authenticate(mode: AuthMode, header: string | undefined, sessions: Sessions): AuthOutcome {
  if (mode === 'none') return { ok: true, caller: null };
  if (header === undefined || header.trim() === '') {
    return mode === 'optional' ? { ok: true, caller: null } : { ok: false };
  }
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  if (!match?.[1]) return { ok: false };
  const caller = sessions.resolveToken(match[1]);
  return caller ? { ok: true, caller } : { ok: false };
}
