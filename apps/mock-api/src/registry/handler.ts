import type { EndpointDef, Endpoints, Operation } from '@lwl/schemas';
import type { z } from 'zod';
import type { Store } from '../store/store.ts';

/** The signed-in caller, when the request carried a valid token. */
export interface Caller {
  userId: number;
  token: string;
}

export interface HandlerContext<E extends EndpointDef> {
  /** The request's input after validation against the endpoint's `input` schema (path + query + body). */
  input: z.output<E['input']>;
  /** Null for a guest (no token on an optional/none endpoint). Always set on `auth: 'required'`. */
  caller: Caller | null;
  store: Store;
  /** The mock's clock (`MOCK_NOW` fixes it). */
  now: Date;
}

export type HandlerResult<E extends EndpointDef> =
  | { status: 200; body: z.output<E['response']> }
  | { status: 400 | 401 | 403 | 404; message: string };

export type Handler<E extends EndpointDef> = (
  ctx: HandlerContext<E>,
) => HandlerResult<E> | Promise<HandlerResult<E>>;

/** One handler per operation of the endpoint table; the type makes a missing one a compile error. */
export type Handlers = { [K in Operation]: Handler<Endpoints[K]> };

export const ok = <E extends EndpointDef>(body: z.output<E['response']>): HandlerResult<E> => ({
  status: 200,
  body,
});
export const fail = (status: 400 | 401 | 403 | 404, message: string) => ({ status, message }) as const;
