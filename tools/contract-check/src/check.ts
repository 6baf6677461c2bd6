import {
  createApiClient,
  DEFAULT_DYNAMIC_KEY_PHRASE,
  type EndpointDef,
  endpoints,
  type Operation,
} from '@lwl/schemas';
import { checkAnswer, type Drift } from '@lwl/schemas/drift';
import { endpointExamples } from '@lwl/schemas/examples';
import { discoveries } from './discover.ts';

export type Verdict = 'ok' | 'drift' | 'skipped' | 'unreachable';

/** One line of the report. */
export interface CheckRow {
  operation: string;
  /** The HTTP status answered; null when nothing was called or nothing answered. */
  status: number | null;
  verdict: Verdict;
  drifts: Drift[];
  /** Why a call was skipped, or the network error. */
  note?: string;
}

export interface CheckOptions {
  /** API base in the web's form, `http://host:port/api/`. */
  baseUrl: string;
  /** A seeded account to sign in with; calls that need a token are skipped without it. */
  email?: string;
  password?: string;
  /** Also call the operations that change data (only against a test backend). */
  writes?: boolean;
  dynamicKeyPhrase?: string;
  fetch?: (request: Request) => Promise<Response>;
}

const LOGIN: Operation = 'POST login';

/** The `message` of an error body (already checked against the contract). */
function messageOf(text: string): string {
  const body: unknown = JSON.parse(text);
  const message = typeof body === 'object' && body !== null ? Reflect.get(body, 'message') : undefined;
  return typeof message === 'string' ? message : '';
}

/**
 * Calls every operation it safely can against a backend and checks each answer against the contract:
 * reads always (after signing in when an account is given), writes only with `writes`. Detail calls
 * use ids the backend's own lists answered.
 */
export async function checkBackend(options: CheckOptions): Promise<CheckRow[]> {
  const doFetch = options.fetch ?? ((request: Request) => fetch(request));
  let token: string | null = null;
  let last: { status: number; text: string } | null = null;
  const client = createApiClient({
    baseUrl: options.baseUrl,
    dynamicKeyPhrase: options.dynamicKeyPhrase ?? DEFAULT_DYNAMIC_KEY_PHRASE,
    getToken: () => token,
    fetch: async (request) => {
      const response = await doFetch(request);
      last = { status: response.status, text: await response.clone().text() };
      return response;
    },
  });
  const answers = new Map<string, unknown>();

  async function call(operation: Operation, input: Record<string, unknown>): Promise<CheckRow> {
    const def: EndpointDef = endpoints[operation];
    last = null;
    try {
      await client.request(def, input as never);
    } catch (error) {
      // An error status or a body the client refuses is judged below; only "nothing answered" is not.
      if (last === null) {
        const note =
          error instanceof Error
            ? error.cause instanceof Error
              ? error.cause.message
              : error.message
            : String(error);
        return { operation, status: null, verdict: 'unreachable', drifts: [], note };
      }
    }
    const { status, text } = last as unknown as { status: number; text: string };
    const drifts = checkAnswer(def, status, text);
    if (status === 200 && drifts.length === 0) {
      try {
        answers.set(operation, JSON.parse(text));
      } catch {
        // checkAnswer already reported a body that is not JSON
      }
    }
    const verdict = drifts.length === 0 ? 'ok' : 'drift';
    return {
      operation,
      status,
      verdict,
      drifts,
      ...(verdict === 'ok' && status !== 200 ? { note: messageOf(text) } : {}),
    };
  }

  const exampleInput = (operation: Operation): Record<string, unknown> => {
    const input = endpointExamples[operation].input;
    const fields = typeof input === 'object' && input !== null ? { ...input } : {};
    const discovery = discoveries[operation];
    const found =
      discovery && answers.has(discovery.from) ? discovery.pick(answers.get(discovery.from)) : undefined;
    return { ...fields, ...found };
  };

  const rows: CheckRow[] = [];
  const signedIn = Boolean(options.email && options.password);
  if (signedIn) {
    const row = await call(LOGIN, { email: options.email, password: options.password });
    const body = answers.get(LOGIN);
    const issued = typeof body === 'object' && body !== null ? Reflect.get(body, 'token') : undefined;
    token = typeof issued === 'string' ? issued : null;
    rows.push(token || row.verdict !== 'ok' ? row : { ...row, note: 'answered no token' });
  }
  for (const operation of Object.keys(endpoints) as Operation[]) {
    if (operation === LOGIN && signedIn) continue;
    const def = endpoints[operation];
    const write = def.method !== 'GET';
    if (write && !options.writes) {
      rows.push({
        operation,
        status: null,
        verdict: 'skipped',
        drifts: [],
        note: 'changes data: needs --writes',
      });
    } else if (def.auth === 'required' && !token) {
      rows.push({
        operation,
        status: null,
        verdict: 'skipped',
        drifts: [],
        note: 'needs a token: --email and --password',
      });
    } else {
      rows.push(await call(operation, exampleInput(operation)));
    }
  }
  return rows;
}
