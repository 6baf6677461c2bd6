import { commonMessages, type DirectoryEntry, MEMBERS_PAGE_SIZE } from '@lwl/schemas';
import { assign, fromPromise, setup } from 'xstate';
import { isSessionExpiredError } from '../shared/call-failure.ts';
import { notProvided } from '../shared/effects.ts';
import { pageButtons, pageCount, pageOffset } from './paging-rules.ts';

export interface MembersPageRequest {
  start: number;
  limit: number;
}

export interface MembersPage {
  data: readonly DirectoryEntry[];
  total: number;
}

export interface DirectoryPagingContext {
  /** The page shown (1-based). */
  page: number;
  members: readonly DirectoryEntry[];
  total: number;
  /** The page being loaded. */
  requested: number;
  error: string | null;
}

export type DirectoryPagingEvent = { type: 'page.select'; page: number };

/** A page button is clickable when it is shown and not current; the current page retries after a failure. */
export function canRequestPage(context: DirectoryPagingContext, page: number): boolean {
  if (page === context.page) return context.error !== null;
  return pageButtons(context.page, pageCount(context.total)).includes(page);
}

/**
 * Member directory (/all-members, platform.md §2, §7, §9): 20 a page, up to 5 page buttons.
 * Supplied by the app: actor `loadMembersPage` (GET all-members?start=&limit=20, rejecting with
 * the client's `ApiError`), action `sessionExpired` ({ message, reload }) for a 401.
 * A failed load keeps the previous page and sets `error`.
 */
export const directoryPagingMachine = setup({
  types: {} as { context: DirectoryPagingContext; events: DirectoryPagingEvent },
  actors: {
    loadMembersPage: fromPromise<MembersPage, MembersPageRequest>(async () =>
      notProvided('directoryPaging', 'loadMembersPage'),
    ),
  },
  guards: {
    canRequest: ({ context, event }) => canRequestPage(context, event.page),
    isUnauthorized: (_, params: { error: unknown }) => isSessionExpiredError(params.error),
  },
  actions: {
    request: assign({ requested: ({ event }) => event.page }),
    sessionExpired: (_, _params: { message: string; reload: boolean }) => {},
  },
}).createMachine({
  id: 'directoryPaging',
  context: { page: 1, members: [], total: 0, requested: 1, error: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadMembersPage',
        src: 'loadMembersPage',
        input: ({ context }) => ({ start: pageOffset(context.requested), limit: MEMBERS_PAGE_SIZE }),
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => ({
            page: context.requested,
            members: event.output.data,
            total: event.output.total,
            error: null,
          })),
        },
        onError: [
          {
            guard: { type: 'isUnauthorized', params: ({ event }) => ({ error: event.error }) },
            target: 'expired',
            actions: {
              type: 'sessionExpired',
              params: { message: commonMessages.sessionExpired, reload: true },
            },
          },
          {
            target: 'ready',
            actions: assign(({ context }) => ({
              requested: context.page,
              error: commonMessages.somethingWrongTryAgain,
            })),
          },
        ],
      },
    },
    ready: {
      on: { 'page.select': { guard: 'canRequest', target: 'loading', actions: 'request' } },
    },
    /** Handed to the session: the app is on its way to /login. */
    expired: { type: 'final' },
  },
});
