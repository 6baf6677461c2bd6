import { DEFAULT_DYNAMIC_KEY_PHRASE } from '@lwl/schemas';
import { z } from 'zod';

/** Unset and empty variables both take the default. */
const blankAsUnset = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const intVar = (fallback: number, min: number, max: number) =>
  z.preprocess(blankAsUnset, z.coerce.number().int().min(min).max(max).default(fallback));

/** A comma-separated list of host names, lower-cased, blanks dropped. */
const hostList = z.preprocess(
  blankAsUnset,
  z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((h) => h.trim().toLowerCase())
        .filter((h) => h !== ''),
    ),
);

const envSchema = z
  .object({
    /** Interface to listen on: loopback unless told otherwise (e.g. `0.0.0.0` in a container). */
    HOST: z.preprocess(blankAsUnset, z.string().default('127.0.0.1')),
    /** Host names accepted in `Host` and `Origin` besides localhost, 127.0.0.1 and [::1]. */
    MOCK_ALLOWED_HOSTS: hostList,
    NODE_ENV: z.preprocess(
      blankAsUnset,
      z.enum(['development', 'test', 'production']).default('development'),
    ),
    /** 0 picks a free port (the start-up line names it). */
    PORT: intVar(8787, 0, 65_535),
    DYNAMIC_KEY_PHRASE: z.preprocess(blankAsUnset, z.string().default(DEFAULT_DYNAMIC_KEY_PHRASE)),
    MOCK_TOKEN_TTL_S: intVar(86_400, 1, 31_536_000),
    MOCK_NOW: z.preprocess(blankAsUnset, z.iso.datetime({ offset: true }).optional()),
    MOCK_DATA_FILE: z.preprocess(blankAsUnset, z.string().optional()),
    /** 1: move an existing `MOCK_DATA_FILE` aside (`<file>.corrupt-<timestamp>` when it is bad) and start from the seed. */
    MOCK_DATA_RESET: z.preprocess(
      blankAsUnset,
      z
        .enum(['0', '1'])
        .default('0')
        .transform((v) => v === '1'),
    ),
    RAZORPAY_KEY_SECRET: z.preprocess(blankAsUnset, z.string().default('mock_key_secret')),
    /** Signs the `payment.captured` webhook the sandbox sends (hex HMAC-SHA256 of the raw body). */
    RAZORPAY_WEBHOOK_SECRET: z.preprocess(blankAsUnset, z.string().default('mock_webhook_secret')),
    /** How long after taking a payment the sandbox sends its `payment.captured` webhook. */
    MOCK_WEBHOOK_DELAY_MS: intVar(3000, 0, 600_000),
    MOCK_LATENCY_MS: intVar(0, 0, 10_000),
    /** kB added to each generated image, to weigh what the backend's photographs weigh (0: about 1 kB). */
    MOCK_IMAGE_KB: intVar(0, 0, 10_000),
    /**
     * The web app's origin: links in the outbox's messages (receipt, ticket, invoice) are absolute on it.
     * `npm start` sets it from `WEB_PORT`. A path is kept (an app served under `/some/prefix`).
     */
    MOCK_WEB_ORIGIN: z.preprocess(
      blankAsUnset,
      z
        .url({ protocol: /^https?$/ })
        .default('http://localhost:5173')
        .transform((v) => {
          const url = new URL(v);
          return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
        }),
    ),
    /**
     * The path the mock is served under, e.g. `/review` (its image links and pages carry it); empty at a
     * host's root, as `npm run api` serves it. The review build's service worker sets it.
     */
    MOCK_BASE_PATH: z.preprocess(
      blankAsUnset,
      z
        .string()
        .regex(/^(\/[\w.~-]+)*\/?$/, 'a path such as /some/prefix')
        .default('')
        .transform((v) => v.replace(/\/+$/, '')),
    ),
    MOCK_UPSTREAM: z.preprocess(blankAsUnset, z.url({ protocol: /^https?$/ }).optional()),
    MOCK_UPSTREAM_FALLBACK: z.preprocess(
      blankAsUnset,
      z
        .enum(['0', '1'])
        .default('0')
        .transform((v) => v === '1'),
    ),
    /**
     * Caps that keep memory bounded (docs/mock-limits.md): sessions and the outbox keep the newest;
     * the others refuse what would go over, and unpaid orders expire after `MOCK_ORDER_TTL_S`.
     */
    MOCK_MAX_SESSIONS_PER_USER: intVar(10, 1, 1000),
    MOCK_MAX_OUTBOX: intVar(200, 1, 100_000),
    MOCK_MAX_UNPAID_ORDERS: intVar(20, 1, 10_000),
    MOCK_ORDER_TTL_S: intVar(3600, 60, 30 * 86_400),
    MOCK_MAX_UPLOAD_BYTES: intVar(50 * 1024 * 1024, 1024 * 1024, 2 ** 31),
    /** Bytes (as JSON) of the application forms kept, in all (a full-length one is about 1 MB). */
    MOCK_MAX_APPLICATION_BYTES: intVar(10 * 1024 * 1024, 64 * 1024, 2 ** 31),
    MOCK_MAX_ENQUIRIES: intVar(1000, 1, 1_000_000),
    /**
     * Login failures per account from one client, and per remote client (a much higher ceiling, not
     * applied on loopback), before 429 within `MOCK_LOGIN_WINDOW_S`.
     */
    MOCK_LOGIN_MAX_FAILURES: intVar(10, 1, 10_000),
    MOCK_LOGIN_MAX_CLIENT_FAILURES: intVar(100, 1, 100_000),
    MOCK_LOGIN_WINDOW_S: intVar(900, 1, 86_400),
    /**
     * Milliseconds a change waits for others to share its write (`MOCK_DATA_FILE`). 0: a write starts at
     * once, and the changes made while it runs go together in the next (group commit); a wait only caps
     * throughput at connections / wait (bench/data-file.ts: 0.22× at 25 ms, 0.88× at 0, 64 connections).
     */
    MOCK_PERSIST_DEBOUNCE_MS: intVar(0, 0, 10_000),
    MOCK_LOG: z.preprocess(
      blankAsUnset,
      z
        .enum(['0', '1'])
        .default('1')
        .transform((v) => v === '1'),
    ),
  })
  .refine((env) => env.MOCK_LOGIN_MAX_CLIENT_FAILURES > env.MOCK_LOGIN_MAX_FAILURES, {
    path: ['MOCK_LOGIN_MAX_CLIENT_FAILURES'],
    message:
      "must be greater than MOCK_LOGIN_MAX_FAILURES, so that one account's failures never refuse another's",
  });

/** The mock's configuration, parsed once at start-up. */
export type Env = z.output<typeof envSchema>;

export class EnvError extends Error {
  override name = 'EnvError';
}

/** Parses the environment (or any record of variables); throws an `EnvError` naming every bad variable. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  throw new EnvError(`Invalid mock-api environment:\n${lines.join('\n')}`);
}
