import { DEFAULT_DYNAMIC_KEY_PHRASE } from '@lwl/schemas';
import { z } from 'zod';

/** Unset and empty variables both take the default. */
const blankAsUnset = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const intVar = (fallback: number, min: number, max: number) =>
  z.preprocess(blankAsUnset, z.coerce.number().int().min(min).max(max).default(fallback));

const envSchema = z.object({
  NODE_ENV: z.preprocess(blankAsUnset, z.enum(['development', 'test', 'production']).default('development')),
  PORT: intVar(8787, 1, 65_535),
  DYNAMIC_KEY_PHRASE: z.preprocess(blankAsUnset, z.string().default(DEFAULT_DYNAMIC_KEY_PHRASE)),
  MOCK_TOKEN_TTL_S: intVar(86_400, 1, 31_536_000),
  MOCK_NOW: z.preprocess(blankAsUnset, z.iso.datetime({ offset: true }).optional()),
  MOCK_DATA_FILE: z.preprocess(blankAsUnset, z.string().optional()),
  RAZORPAY_KEY_SECRET: z.preprocess(blankAsUnset, z.string().default('mock_key_secret')),
  MOCK_LATENCY_MS: intVar(0, 0, 10_000),
  MOCK_UPSTREAM: z.preprocess(blankAsUnset, z.url({ protocol: /^https?$/ }).optional()),
  MOCK_UPSTREAM_FALLBACK: z.preprocess(
    blankAsUnset,
    z
      .enum(['0', '1'])
      .default('0')
      .transform((v) => v === '1'),
  ),
  MOCK_LOG: z.preprocess(
    blankAsUnset,
    z
      .enum(['0', '1'])
      .default('1')
      .transform((v) => v === '1'),
  ),
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
