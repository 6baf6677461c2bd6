/**
 * One read-only resource (docs/decisions/0004: past events, videos, search, packages, the account
 * area's lists): loading → ready | empty | failed. A 401 is handed to the session; a refusal (400) shows
 * the server's message; any other failure shows the page's own message (or nothing when it has none:
 * some lists only log). The last data is kept through reloads and failures.
 *
 * ```ts
 * const pastEventsMachine = createResourceMachine<PastEvent[]>('pastEvents');
 * useMachine(pastEventsMachine.provide({ actors: { load: fromRequest(({ signal }) => api.pastEvents(signal)) }, actions }),
 *   { input: { params: undefined, failureMessage: commonMessages.somethingWrongTryAgain } });
 * ```
 */

import type { ApiErrorKind } from '@lwl/schemas';
import { assign, fromPromise, setup } from 'xstate';
import { hasSessionExpiredError, isFailureOf, serverMessageOf } from '../shared/call-failure.ts';
import { notProvided, type SessionExpiryParams, type ToastParams } from '../shared/effects.ts';
import { expireOnUnauthorized } from '../shared/session-expiry.ts';

export interface ResourceInput<TData, TParams> {
  /** What the loader needs (a search term, a page offset); `undefined` when nothing. */
  params: TParams;
  /** Whether an answer counts as empty; default: an empty array. */
  isEmpty?: (data: TData) => boolean;
  /** Toast for any other failure; null: the failure is only logged. */
  failureMessage: string | null;
  /** Kinds of failure whose server message is shown instead of `failureMessage`; default ['refused']. */
  serverMessageKinds?: readonly ApiErrorKind[];
}

export interface ResourceContext<TData, TParams> {
  params: TParams;
  data: TData | undefined;
  errorMessage: string | null;
  isEmpty: (data: TData) => boolean;
  failureMessage: string | null;
  serverMessageKinds: readonly ApiErrorKind[];
}

export type ResourceEvent<TParams> = { type: 'retry' } | { type: 'reload'; params?: TParams };

export function isEmptyList(data: unknown): boolean {
  return Array.isArray(data) && data.length === 0;
}

/** The message a failed load shows: the server's for the listed kinds, else the page's own. */
export function resourceFailureMessage(
  error: unknown,
  failureMessage: string | null,
  serverMessageKinds: readonly ApiErrorKind[],
): string | null {
  if (isFailureOf(error, ...serverMessageKinds)) return serverMessageOf(error) ?? failureMessage;
  return failureMessage;
}

export function createResourceMachine<TData, TParams = undefined>(id = 'resource') {
  return setup({
    types: {
      context: {} as ResourceContext<TData, TParams>,
      events: {} as ResourceEvent<TParams>,
      input: {} as ResourceInput<TData, TParams>,
    },
    actors: {
      load: fromPromise<TData, { params: TParams }>(async () => notProvided(id, 'load')),
    },
    actions: {
      /** Hands a 401 to the session (`session.expire`). */
      expireSession: (_, _params: SessionExpiryParams) => notProvided(id, 'expireSession'),
      showToast: (_, _params: ToastParams) => notProvided(id, 'showToast'),
      /** Records a failure (console, monitoring). */
      logFailure: (_, _params: { error: unknown }) => notProvided(id, 'logFailure'),
      rememberFailure: assign(({ context, event }) => ({
        errorMessage:
          'error' in event
            ? resourceFailureMessage(event.error, context.failureMessage, context.serverMessageKinds)
            : null,
      })),
    },
    guards: {
      isEmpty: ({ context, event }) => 'output' in event && context.isEmpty(event.output as TData),
      isSessionExpired: hasSessionExpiredError,
      hasFailureMessage: ({ context, event }) =>
        'error' in event &&
        resourceFailureMessage(event.error, context.failureMessage, context.serverMessageKinds) !== null,
    },
  }).createMachine({
    id,
    context: ({ input }) => ({
      params: input.params,
      data: undefined,
      errorMessage: null,
      isEmpty: input.isEmpty ?? isEmptyList,
      failureMessage: input.failureMessage,
      serverMessageKinds: input.serverMessageKinds ?? ['refused'],
    }),
    initial: 'loading',
    on: {
      reload: {
        target: '.loading',
        reenter: true,
        actions: assign({
          params: ({ context, event }) => (event.params === undefined ? context.params : event.params),
        }),
      },
    },
    states: {
      loading: {
        entry: assign({ errorMessage: null }),
        invoke: {
          id: 'load',
          src: 'load',
          input: ({ context }) => ({ params: context.params }),
          onDone: [
            { guard: 'isEmpty', target: 'empty', actions: assign({ data: ({ event }) => event.output }) },
            { target: 'ready', actions: assign({ data: ({ event }) => event.output }) },
          ],
          onError: [
            expireOnUnauthorized('expired'),
            {
              guard: 'hasFailureMessage',
              target: 'failed',
              actions: [
                'rememberFailure',
                { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
                {
                  type: 'showToast',
                  params: ({ context }) => ({ kind: 'error', message: context.errorMessage ?? '' }),
                },
              ],
            },
            {
              target: 'failed',
              actions: [
                'rememberFailure',
                { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
              ],
            },
          ],
        },
      },
      ready: {},
      empty: {},
      failed: {
        on: { retry: 'loading' },
      },
      /** Handed to the session, which leaves the page. */
      expired: { type: 'final' },
    },
  });
}

/** The untyped instance, for the machine export and the visualizer; views type their own. */
export const resourceMachine = createResourceMachine<unknown, unknown>();
