import type { Clock } from '../clock/clock.ts';

/**
 * Counts attempts per key in a sliding window: after `max` attempts within `windowMs`, the key is
 * refused until the oldest of them leaves the window. At most `maxKeys` keys are kept (the least
 * recently used go first), so a flood of distinct keys cannot grow memory without bound.
 */
export interface AttemptLimiter {
  /** Milliseconds until the key may try again; 0 when it may now. */
  retryAfterMs(key: string): number;
  record(key: string): void;
  forget(key: string): void;
  clear(): void;
  size(): number;
}

export function createAttemptLimiter(options: {
  clock: Clock;
  max: number;
  windowMs: number;
  maxKeys?: number;
}): AttemptLimiter {
  const { clock, max, windowMs } = options;
  const maxKeys = options.maxKeys ?? 10_000;
  /** Attempt instants (ms) per key, oldest first; Map order is last use, oldest first. */
  const byKey = new Map<string, number[]>();
  const recent = (key: string, now: number): number[] => {
    const kept = (byKey.get(key) ?? []).filter((at) => at > now - windowMs);
    if (kept.length === 0) byKey.delete(key);
    else byKey.set(key, kept);
    return kept;
  };
  return {
    retryAfterMs: (key) => {
      const now = clock.now().getTime();
      const attempts = recent(key, now);
      if (attempts.length < max) return 0;
      const oldest = attempts[attempts.length - max] ?? now;
      return Math.max(1, oldest + windowMs - now);
    },
    record: (key) => {
      const now = clock.now().getTime();
      const attempts = recent(key, now);
      attempts.push(now);
      byKey.delete(key);
      byKey.set(key, attempts.slice(-max));
      while (byKey.size > maxKeys) {
        const first = byKey.keys().next().value;
        if (first === undefined) break;
        byKey.delete(first);
      }
    },
    forget: (key) => {
      byKey.delete(key);
    },
    clear: () => byKey.clear(),
    size: () => byKey.size,
  };
}
