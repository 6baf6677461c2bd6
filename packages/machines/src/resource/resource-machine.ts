/**
 * One read-only resource (docs/decisions/0004: past events, videos, search, packages, the account
 * area's lists, an event or a mentor by its slug): loading → ready | empty | failed. A 401 is handed to
 * the session; a page that reads one record may give a 404 its own meaning (`notFound`: a toast, then
 * back to its list); any other failure is `failed`, which the page shows in place (what could not be
 * loaded, `errorMessage` under it, 'Try again') and which `retry` and `connection.restored` (the
 * browser is back online) load again (load-outcome.ts). No toast for a failed load: the page's alert
 * says it where the reader is, and a toast would cover it. `errorMessage` is the server's message for a
 * refusal (400), else the page's own (or none). The last data is kept through reloads and failures.
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
import {
  type NavigateParams,
  notProvided,
  type SessionExpiryParams,
  type ToastParams,
} from '../shared/effects.ts';
import { expireOnUnauthorized } from '../shared/session-expiry.ts';
import { loadOutcome } from './load-outcome.ts';

/** What a 404 means on a page of one record: the toast, and the list the visitor is sent to. */
export interface NotFoundParams {
  message: string;
  to: string;
}

export interface ResourceInput<TData, TParams> {
  /** What the loader needs (a search term, a page offset); `undefined` when nothing. */
  params: TParams;
  /** Whether an answer counts as empty; default: an empty array. */
  isEmpty?: (data: TData) => boolean;
  /** The message a failed load shows under what could not be loaded; null: none. */
  failureMessage: string | null;
  /** Kinds of failure whose server message is shown instead of `failureMessage`; default ['refused']. */
  serverMessageKinds?: readonly ApiErrorKind[];
  /** A 404 means the record does not exist (toast, then `to`); without it a 404 is a failure like any other. */
  notFound?: NotFoundParams;
}

export interface ResourceContext<TData, TParams> {
  params: TParams;
  data: TData | undefined;
  errorMessage: string | null;
  isEmpty: (data: TData) => boolean;
  failureMessage: string | null;
  serverMessageKinds: readonly ApiErrorKind[];
  notFound: NotFoundParams | null;
}

export type ResourceEvent<TParams> =
  | { type: 'retry' }
  | { type: 'reload'; params?: TParams }
  /** The browser is back online (the app's connectivity machine announces it). */
  | { type: 'connection.restored' };

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
      takeParams: assign({
        params: ({ context, event }) =>
          event.type === 'reload' && event.params !== undefined ? event.params : context.params,
      }),
      clearError: assign({ errorMessage: null }),
      storeData: assign({ data: (_, { data }: { data: TData }) => data }),
      /** Hands a 401 to the session (`session.expire`). */
      expireSession: (_, _params: SessionExpiryParams) => notProvided(id, 'expireSession'),
      showToast: (_, _params: ToastParams) => notProvided(id, 'showToast'),
      /** Records a failure (console, monitoring). */
      logFailure: (_, _params: { error: unknown }) => notProvided(id, 'logFailure'),
      /** Leaves the page (a record that does not exist goes back to its list). */
      navigate: (_, _params: NavigateParams) => notProvided(id, 'navigate'),
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
      isNotFound: ({ context, event }) =>
        'error' in event &&
        loadOutcome(event.error, { hasNotFound: context.notFound !== null }) === 'notFound',
    },
  }).createMachine({
    id,
    description: 'A page that shows data from the server: loading, shown, empty or failed',
    context: ({ input }) => ({
      params: input.params,
      data: undefined,
      errorMessage: null,
      isEmpty: input.isEmpty ?? isEmptyList,
      failureMessage: input.failureMessage,
      serverMessageKinds: input.serverMessageKinds ?? ['refused'],
      notFound: input.notFound ?? null,
    }),
    initial: 'loading',
    on: {
      reload: {
        description: 'The page asks for its data again',
        target: '.loading',
        reenter: true,
        actions: 'takeParams',
      },
    },
    states: {
      loading: {
        description: "Loading the page's data",
        entry: 'clearError',
        invoke: {
          id: 'load',
          src: 'load',
          input: ({ context }) => ({ params: context.params }),
          onDone: [
            {
              description: 'The data arrives but is empty',
              guard: 'isEmpty',
              target: 'empty',
              actions: { type: 'storeData', params: ({ event }) => ({ data: event.output }) },
            },
            {
              description: 'The data arrives',
              target: 'ready',
              actions: { type: 'storeData', params: ({ event }) => ({ data: event.output }) },
            },
          ],
          onError: [
            expireOnUnauthorized('expired'),
            {
              description: 'The record does not exist: she sees why and goes back to its list',
              guard: 'isNotFound',
              target: 'notFound',
              actions: [
                {
                  type: 'showToast',
                  params: ({ context }) => ({ kind: 'error', message: context.notFound?.message ?? '' }),
                },
                { type: 'navigate', params: ({ context }) => ({ to: context.notFound?.to ?? '/' }) },
              ],
            },
            {
              description: 'The data fails to load: she sees a message and Try again',
              target: 'failed',
              actions: [
                'rememberFailure',
                { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
              ],
            },
          ],
        },
      },
      ready: { description: 'The data is shown' },
      empty: { description: 'Nothing to show: the page says so' },
      failed: {
        description: 'The data could not be loaded: a message and Try again',
        on: {
          retry: { target: 'loading', description: 'She presses Try again' },
          'connection.restored': {
            target: 'loading',
            description: 'The connection returns: the data loads again',
          },
        },
      },
      /** Handed to the session, which leaves the page. */
      expired: { description: 'The session ended: on the way to sign in', type: 'final' },
      /** The record does not exist: on the way back to its list. */
      notFound: { description: 'No such record: back to its list', type: 'final' },
    },
  });
}

/** The untyped instance, for the machine export and the visualizer; views type their own. */
export const resourceMachine = createResourceMachine<unknown, unknown>();
