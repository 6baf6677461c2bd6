import { getConnInfo } from '@hono/node-server/conninfo';
import { commonMessages, type EndpointDef, type ErrorStatus } from '@lwl/schemas';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import type { AppState } from '../app-state.ts';
import { authenticate } from '../middleware/authenticate.ts';
import { readInput } from '../middleware/read-input.ts';
import { PersistError } from '../persistence/persist-error.ts';
import { chooseScenario, documentedStatuses, preferredCode } from '../scenarios/scenarios.ts';
import { clientKey } from '../throttle/client-key.ts';
import type { CheckedAnswers } from './checked-answers.ts';
import { mockMessages, scenarioMessages } from './mock-messages.ts';
import type { RuntimeHandlers } from './table.ts';

// The shared schemas are built with zod/mini, which loads no locale: a field sent with the wrong type
// is answered with zod's English message, as before (classic zod would set it up on first use).
z.config(z.locales.en());

const failure = (
  c: Context,
  status: ContentfulStatusCode,
  message: string,
  headers?: Record<string, string>,
) => c.json({ status: 0, message }, status, headers);

/** The peer's per-client key (`clientKey`): every loopback address, and no socket at all, are one client. */
function clientAddress(c: Context): string {
  try {
    return clientKey(getConnInfo(c).remote.address);
  } catch {
    return clientKey(undefined);
  }
}

/**
 * `safeParse`, and `safeParseAsync` only for a schema that turns out to need it: the synchronous parse
 * is several microseconds cheaper per request, and no input schema is asynchronous today.
 */
function validate(schema: EndpointDef['input'], value: unknown) {
  try {
    return schema.safeParse(value);
  } catch (error) {
    if (error instanceof z.core.$ZodAsyncError) return schema.safeParseAsync(value);
    throw error;
  }
}

/**
 * A chaos drop: the connection is closed without an answer (the client sees a network error). Without
 * a socket (in-process calls) the answer says so in `x-lwl-chaos: drop`, for the caller to act it out.
 */
function dropConnection(c: Context): Response {
  const bindings: NodeBindings | undefined = c.env;
  bindings?.incoming?.socket?.destroy?.();
  return c.body(null, 502, { 'x-lwl-chaos': 'drop' });
}

/** What @hono/node-server passes as the bindings of a call it received on a socket. */
interface NodeBindings {
  incoming?: { socket?: { destroy?: () => void } };
}

/** Waits until the call's change is on disk (`AppState.watch`); the `PersistError` when it could not be. */
async function persisted(settle: (() => Promise<void>) | null): Promise<PersistError | null> {
  try {
    await settle?.();
    return null;
  } catch (error) {
    if (error instanceof PersistError) return error;
    throw error;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface EndpointRoute<S> {
  operation: string;
  def: EndpointDef;
  handler: RuntimeHandlers<S>[string];
  state: AppState<S>;
  checkKey: (header: string | undefined) => Promise<boolean>;
  /** Answers already checked against the response schema (outside production). */
  checked: CheckedAnswers;
}

/** A forced status from `Prefer: code=N` or a sticky scenario; the Prefer header wins. */
function forcedStatus<S>(c: Context, route: EndpointRoute<S>): Response | ErrorStatus | null {
  const preferred = preferredCode(c.req.header('prefer'));
  if (preferred !== null) {
    const choice = chooseScenario(route.def, preferred);
    if (choice.kind === 'refuse') {
      return failure(c, 400, mockMessages.undocumentedCode(route.operation, preferred, choice.documented));
    }
    return choice.kind === 'force' ? choice.status : null;
  }
  return route.state.scenarios.get(route.operation) ?? null;
}

/**
 * One table call: latency, dynamickey (403), scenario, auth mode (401), body and input validation
 * (400), the handler, and in non-production the success body checked against the response schema.
 */
export async function runEndpoint<S>(c: Context, route: EndpointRoute<S>): Promise<Response> {
  const { def, state } = route;
  if (state.latencyMs > 0) await sleep(state.latencyMs);
  if (!(await route.checkKey(c.req.header('dynamickey'))))
    return failure(c, 403, commonMessages.forbiddenKey);

  const forced = forcedStatus(c, route);
  if (forced instanceof Response) return forced;
  if (forced !== null)
    return failure(c, forced, scenarioMessages[forced], forced === 429 ? { 'retry-after': '60' } : undefined);
  const chaos = state.chaos.draw(route.operation, documentedStatuses(def));
  if (chaos) {
    if (chaos.delayMs > 0) await sleep(chaos.delayMs);
    if (chaos.fault?.kind === 'drop') return dropConnection(c);
    if (chaos.fault?.kind === 'error') {
      const { status } = chaos.fault;
      return failure(c, status, scenarioMessages[status], {
        'x-lwl-chaos': String(status),
        ...(status === 429 ? { 'retry-after': '1' } : {}),
      });
    }
  }

  const auth = authenticate(def.auth, c.req.header('authorization'), state.sessions);
  if (!auth.ok) return failure(c, 401, commonMessages.sessionExpired);

  const url = new URL(c.req.url);
  const raw = await readInput(c, def, url);
  if (!raw.ok) return failure(c, 400, raw.message);
  const input = await validate(def.input, raw.value);
  if (!input.success)
    return failure(c, 400, input.error.issues[0]?.message ?? commonMessages.somethingWrongTryAgain);

  const now = state.clock.now();
  // Reads change nothing that is kept: only the other calls are watched (two serializations with a file).
  const settle = def.method === 'GET' ? null : state.watch();
  const result = await route.handler({
    input: input.data,
    caller: auth.caller,
    store: state.store,
    now,
    sessions: state.sessions,
    outbox: state.outbox,
    env: state.env,
    clock: state.clock,
    guards: state.guards,
    client: clientAddress(c),
    origin: `${url.origin}${state.env.MOCK_BASE_PATH}`,
  });
  const saved = await persisted(settle);
  if (saved !== null) return failure(c, 503, mockMessages.notSaved(saved.message));
  if (result.status === 429)
    return failure(c, 429, result.message, { 'retry-after': String(result.retryAfterS) });
  if (result.status !== 200) return failure(c, result.status, result.message);

  if (state.env.NODE_ENV === 'production') return c.json(result.body, 200);
  // Outside production every success answer is checked against the response schema, once per distinct text.
  const text = JSON.stringify(result.body);
  if (!route.checked.has(route.operation, text)) {
    const checked = await validate(def.response, result.body);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      state.log.error(
        `[contract] ${route.operation} answered a body its response schema refuses: ${issue?.path.join('.')}: ${issue?.message}`,
      );
      return failure(c, 500, commonMessages.unexpected);
    }
    route.checked.add(route.operation, text);
  }
  return c.body(text, 200, { 'content-type': 'application/json' });
}
