import type { Clock } from '../clock/clock.ts';
import { createAttemptLimiter } from './attempts.ts';
import { LOOPBACK_CLIENT } from './client-key.ts';

/** At most `max` counted attempts within `windowMs`. */
export interface Limit {
  max: number;
  windowMs: number;
}

/**
 * A guard of one kind of call counted per account+client pair and per client (OWASP ASVS V2.2: lock
 * the pair, not the account everywhere). The pair's limit protects one account from one client's
 * guessing: a stranger's failures lock that account for the stranger alone, never for its owner
 * calling from elsewhere. The client's (much higher) ceiling stops one remote client from spraying
 * many accounts; it does not apply to the loopback client (`LOOPBACK_CLIENT`), which is everyone on
 * this machine at once: there a ceiling would let one person's failures lock every account for all,
 * so only the pair's limit (per account) applies. A refused attempt is not counted.
 */
export interface AccountLimiter {
  /** Milliseconds until this account may be tried from this client; 0 when it may now. */
  retryAfterMs(account: string, client: string): number;
  /** Counts one attempt against the pair and (a remote client) the client. */
  record(account: string, client: string): void;
  /** Forgets this client's count for the account (a success); the client's own count stays. */
  forgetPair(account: string, client: string): void;
  clear(): void;
  /** Keys kept of each kind (each at most 10,000: `createAttemptLimiter`). */
  size(): { pairs: number; clients: number };
}

/** A key no account+client pair can share with another (JSON quotes both parts). */
const pairKey = (account: string, client: string) => JSON.stringify([client, account]);

export function createAccountLimiter(options: {
  clock: Clock;
  perPair: Limit;
  perClient: Limit;
}): AccountLimiter {
  const { clock } = options;
  const pairs = createAttemptLimiter({ clock, ...options.perPair });
  const clients = createAttemptLimiter({ clock, ...options.perClient });
  const remote = (client: string) => client !== LOOPBACK_CLIENT;
  return {
    retryAfterMs: (account, client) =>
      Math.max(
        pairs.retryAfterMs(pairKey(account, client)),
        remote(client) ? clients.retryAfterMs(client) : 0,
      ),
    record: (account, client) => {
      pairs.record(pairKey(account, client));
      if (remote(client)) clients.record(client);
    },
    forgetPair: (account, client) => pairs.forget(pairKey(account, client)),
    clear: () => {
      pairs.clear();
      clients.clear();
    },
    size: () => ({ pairs: pairs.size(), clients: clients.size() }),
  };
}
