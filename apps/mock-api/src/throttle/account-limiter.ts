import type { Clock } from '../clock/clock.ts';
import { createAttemptLimiter } from './attempts.ts';

/** At most `max` counted attempts within `windowMs`. */
export interface Limit {
  max: number;
  windowMs: number;
}

/**
 * A guard of one kind of call counted per account and per client: the account's limit protects one
 * account from guessing, the client's (much higher) ceiling stops one client from spraying many
 * accounts. A refused attempt is not counted, so one account's attempts reach at most its own limit
 * and, with the client ceiling above it, never refuse another account.
 */
export interface AccountLimiter {
  /** Milliseconds until this account may be tried from this client; 0 when it may now. */
  retryAfterMs(account: string, client: string): number;
  /** Counts one attempt against both. */
  record(account: string, client: string): void;
  /** Forgets the account's count (a success); the client's count stays. */
  forgetAccount(account: string): void;
  clear(): void;
  /** Keys kept of each kind (each at most 10,000: `createAttemptLimiter`). */
  size(): { accounts: number; clients: number };
}

export function createAccountLimiter(options: {
  clock: Clock;
  perAccount: Limit;
  perClient: Limit;
}): AccountLimiter {
  const { clock } = options;
  const accounts = createAttemptLimiter({ clock, ...options.perAccount });
  const clients = createAttemptLimiter({ clock, ...options.perClient });
  return {
    retryAfterMs: (account, client) => Math.max(accounts.retryAfterMs(account), clients.retryAfterMs(client)),
    record: (account, client) => {
      accounts.record(account);
      clients.record(client);
    },
    forgetAccount: (account) => accounts.forget(account),
    clear: () => {
      accounts.clear();
      clients.clear();
    },
    size: () => ({ accounts: accounts.size(), clients: clients.size() }),
  };
}
