import { parseArgs } from 'node:util';
import { z } from 'zod';

export const USAGE = `Usage: npm run contract:check -- --base http://host:port/api/ [--email E --password P] [--writes]

Calls every endpoint it safely can against a backend and checks each answer against the contract.
  --base URL        the API base, as the web's VITE_API_BASE_URL takes it
  --email E         a test account to sign in with (calls that need a token are skipped without one)
  --password P
  --writes          also call the endpoints that change data (only against a test backend)
  --phrase TEXT     the dynamickey phrase (default: DYNAMIC_KEY_PHRASE or the development phrase)
Exit code: 0 all ok, 1 drift, 2 backend unreachable or bad arguments.`;

const argsSchema = z
  .object({
    base: z.url({
      protocol: /^https?$/,
      error: '--base must be an http(s) URL such as http://localhost:8787/api/',
    }),
    email: z.string().min(1).optional(),
    password: z.string().min(1).optional(),
    writes: z.boolean().default(false),
    phrase: z.string().min(1).optional(),
  })
  .refine((a) => Boolean(a.email) === Boolean(a.password), { error: '--email and --password go together' });

export type CheckArgs = z.output<typeof argsSchema>;

/** Parses the command line; throws an Error whose message says what is wrong. */
export function parseCheckArgs(argv: string[]): CheckArgs {
  const { values } = parseArgs({
    args: argv,
    options: {
      base: { type: 'string' },
      email: { type: 'string' },
      password: { type: 'string' },
      writes: { type: 'boolean' },
      phrase: { type: 'string' },
    },
    strict: true,
  });
  const result = argsSchema.safeParse(values);
  if (!result.success) throw new Error(result.error.issues.map((i) => i.message).join('\n'));
  return result.data;
}
