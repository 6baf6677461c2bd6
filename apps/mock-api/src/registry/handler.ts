import type { EndpointDef, Endpoints, Operation } from '@lwl/schemas';
import type { z } from 'zod';
import type { Clock } from '../clock/clock.ts';
import type { Env } from '../env.ts';
import type { Outbox } from '../outbox/outbox.ts';
import type { Sessions } from '../sessions/sessions.ts';
import type { Store } from '../store/store.ts';
import type { Guards } from '../throttle/guards.ts';

/** The signed-in caller, when the request carried a valid token. */
export interface Caller {
  userId: number;
  token: string;
}

/**
 * What a handler gets. `S` is the store type: the real `Store` by default; infrastructure tests use
 * their own small stores.
 */
export interface HandlerContext<E extends EndpointDef, S = Store> {
  /** The request's input after validation against the endpoint's `input` schema (path + query + body). */
  input: z.output<E['input']>;
  /** Null for a guest (no token on an optional/none endpoint). Always set on `auth: 'required'`. */
  caller: Caller | null;
  /** The current state; mutate it in place (persistence writes it after every POST). */
  store: S;
  /** The mock's clock (`MOCK_NOW` fixes it), read once per request. */
  now: Date;
  /** Tokens and passwords: `issueToken(userId)`, `resolveToken(token)`, `revokeToken`, `revokeUser`, `hashPassword`, `verifyPassword`. */
  sessions: Sessions;
  /** The mock's e-mail: `outbox.send({ to, subject, otp })`. */
  outbox: Outbox;
  /** Parsed configuration (`RAZORPAY_KEY_SECRET`, `MOCK_TOKEN_TTL_S`, ...). */
  env: Env;
  clock: Clock;
  /** Brute-force and enumeration limits of the auth calls, and the in-memory throttles of the others. */
  guards: Guards;
  /** The caller's per-client key (`clientKey`: `loopback` for every loopback address and in-process calls). */
  client: string;
  /** Origin the request reached, e.g. `http://localhost:8787`, for absolute URLs to the mock's own assets. */
  origin: string;
}

export type HandlerResult<E extends EndpointDef> =
  | { status: 200; body: z.output<E['response']> }
  | { status: 400 | 401 | 403 | 404; message: string }
  /** Throttled: answered with `Retry-After: retryAfterS`. */
  | { status: 429; message: string; retryAfterS: number };

export type Handler<E extends EndpointDef, S = Store> = (
  ctx: HandlerContext<E, S>,
) => HandlerResult<E> | Promise<HandlerResult<E>>;

/** One handler per operation of an endpoint table. */
export type HandlerMap<T extends Record<string, EndpointDef>, S = Store> = {
  [K in keyof T]: Handler<T[K], S>;
};

/** One handler per operation of the endpoint table; the type makes a missing one a compile error. */
export type Handlers = { [K in Operation]: Handler<Endpoints[K]> };

/** A success answer; the body is checked against the handler's response type where it is returned. */
export const ok = <B>(body: B): { status: 200; body: B } => ({ status: 200, body });
export const fail = (status: 400 | 401 | 403 | 404, message: string) => ({ status, message }) as const;
