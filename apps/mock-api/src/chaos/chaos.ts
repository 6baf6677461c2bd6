import type { ErrorStatus } from '@lwl/schemas';
import { z } from 'zod';
import { hash32, mulberry32 } from './prng.ts';

const rate = (name: string) =>
  z
    .number({ error: `${name} must be a number from 0 to 1.` })
    .min(0, { error: `${name} must be from 0 to 1.` })
    .max(1, { error: `${name} must be from 0 to 1.` });
const latencyBound = z
  .number({ error: 'latencyMs must be [min, max] in whole milliseconds.' })
  .int({ error: 'latencyMs must be [min, max] in whole milliseconds.' })
  .min(0, { error: 'latencyMs must be between 0 and 10000.' })
  .max(10_000, { error: 'latencyMs must be between 0 and 10000.' });

/** `PUT /__mock/chaos`: every field optional; without a seed one is drawn and answered, to replay the run. */
export const chaosBody = z
  .strictObject(
    {
      seed: z
        .number({ error: 'seed must be a whole number.' })
        .int({ error: 'seed must be a whole number.' })
        .min(0, { error: 'seed must be from 0 to 4294967295.' })
        .max(4_294_967_295, { error: 'seed must be from 0 to 4294967295.' })
        .optional(),
      errorRate: rate('errorRate').default(0),
      dropRate: rate('dropRate').default(0),
      latencyMs: z
        .tuple([latencyBound, latencyBound], { error: 'latencyMs must be [min, max] in whole milliseconds.' })
        .default([0, 0]),
    },
    { error: 'Send { "seed"?, "errorRate"?, "latencyMs"?: [min, max], "dropRate"? }.' },
  )
  .refine((body) => body.latencyMs[0] <= body.latencyMs[1], {
    error: 'latencyMs must be [min, max] with min ≤ max.',
    path: ['latencyMs'],
  });

interface ChaosSettings {
  seed: number;
  /** Share of calls answered with one of their documented error statuses. */
  errorRate: number;
  /** Share of calls whose connection is closed without an answer (checked before errorRate). */
  dropRate: number;
  /** Extra delay of every call, drawn uniformly from [min, max]. */
  latencyMs: [number, number];
}

/** What chaos does to one call: a delay, then nothing, a dropped connection or an error status. */
interface ChaosDraw {
  delayMs: number;
  fault: { kind: 'drop' } | { kind: 'error'; status: ErrorStatus } | null;
}

/**
 * Seeded faults for the API calls (never the `/__mock` controls). Each operation has its own stream of
 * numbers, from the seed mixed with the operation's key, so the n-th call of an operation meets the
 * same fault on every run with that seed, however calls of other operations interleave.
 */
export interface Chaos {
  settings(): ChaosSettings | null;
  /** Starts (or restarts: every stream from its beginning) with these settings. */
  start(settings: ChaosSettings): void;
  stop(): void;
  /** The next draw for a call of `operation`, whose documented statuses are `statuses`; null when off. */
  draw(operation: string, statuses: readonly ErrorStatus[]): ChaosDraw | null;
}

export function createChaos(): Chaos {
  let current: ChaosSettings | null = null;
  const streams = new Map<string, () => number>();
  const streamOf = (operation: string, seed: number) => {
    let next = streams.get(operation);
    if (!next) {
      next = mulberry32(seed ^ hash32(operation));
      streams.set(operation, next);
    }
    return next;
  };
  return {
    settings: () => current,
    start: (settings) => {
      current = settings;
      streams.clear();
    },
    stop: () => {
      current = null;
      streams.clear();
    },
    draw: (operation, statuses) => {
      if (!current) return null;
      const next = streamOf(operation, current.seed);
      // Always four numbers per call, so one call's outcome never shifts the next call's.
      const [latency, drop, error, pick] = [next(), next(), next(), next()];
      const [min, max] = current.latencyMs;
      const delayMs = min + Math.floor(latency * (max - min + 1));
      if (drop < current.dropRate) return { delayMs, fault: { kind: 'drop' } };
      const status = statuses[Math.floor(pick * statuses.length)];
      if (error < current.errorRate && status !== undefined)
        return { delayMs, fault: { kind: 'error', status } };
      return { delayMs, fault: null };
    },
  };
}
