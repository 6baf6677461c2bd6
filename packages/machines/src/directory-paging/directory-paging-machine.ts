import { commonMessages, type DirectoryEntry, MEMBERS_PAGE_SIZE } from '@lwl/schemas';
import { assign, fromPromise, setup } from 'xstate';
import { isSessionExpiredError } from '../shared/call-failure.ts';
import { notProvided, type SessionExpiryParams } from '../shared/effects.ts';
import { TOAST_EXPIRY } from '../shared/session-expiry.ts';
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
 * the client's `ApiError`), action `expireSession` (the session's expiry params) for a 401.
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
    isRequestablePage: ({ context, event }) => canRequestPage(context, event.page),
    isSessionExpired: (_, params: { error: unknown }) => isSessionExpiredError(params.error),
  },
  actions: {
    storeRequestedPage: assign({ requested: ({ event }) => event.page }),
    expireSession: (_, _params: SessionExpiryParams) => notProvided('directoryPaging', 'expireSession'),
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
            guard: { type: 'isSessionExpired', params: ({ event }) => ({ error: event.error }) },
            target: 'expired',
            actions: {
              type: 'expireSession',
              params: TOAST_EXPIRY,
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
      on: { 'page.select': { guard: 'isRequestablePage', target: 'loading', actions: 'storeRequestedPage' } },
    },
    /** Handed to the session: the app is on its way to /login. */
    expired: { type: 'final' },
  },
});
