import { commonMessages, type DirectoryEntry, MEMBERS_PAGE_SIZE } from '@lwl/schemas';
import { assign, fromPromise, setup } from 'xstate';
import { isSessionExpiredError } from '../shared/call-failure.ts';
import { notProvided, type SessionExpiryParams } from '../shared/effects.ts';
import { TOAST_EXPIRY } from '../shared/session-expiry.ts';
import { clampPage, pageCount, pageOffset } from './paging-rules.ts';

export interface MembersPageRequest {
  start: number;
  limit: number;
}

export interface MembersPage {
  data: readonly DirectoryEntry[];
  total: number;
}

export interface DirectoryPagingInput {
  /** The page the address asks for (`parsePageParam` of `?page=`); default 1. */
  page?: number;
}

export interface DirectoryPagingContext {
  /** The page shown (1-based). */
  page: number;
  members: readonly DirectoryEntry[];
  total: number;
  /** The page being loaded, or the one that failed to load. */
  requested: number;
  error: string | null;
  /** Whether a page has been shown: the total (and so the last page) is known. */
  shown: boolean;
}

export type DirectoryPagingEvent =
  /** The address asks for a page: a page link, Back or Forward, a typed `?page=`. */
  | { type: 'page.select'; page: number }
  /** 'Try again' on a page that failed to load. */
  | { type: 'retry' }
  /** The browser is back online. */
  | { type: 'connection.restored' };

/** The page to load for a request: clamped to the last page once the total is known. */
function pageFor(context: DirectoryPagingContext, page: number): number {
  return context.shown ? clampPage(page, pageCount(context.total)) : Math.max(page, 1);
}

/**
 * Member directory (/all-members, docs/product-rules.md, "Lists and search"): 20 a page, up to 5 page
 * buttons, the page
 * in the address (`/all-members?page=3`, paging-rules.ts). The app sends `page.select` whenever the
 * address changes; the machine loads that page, clamped to the last one once the total is known (a page
 * beyond it, asked for before, is loaded again as the last page), then asks the app to `showPage`
 * (put the address right, replacing it: '?page=abc' → '/all-members', '?page=999' → '?page=7') and,
 * when the page shown changes, to `revealList` (the list's heading in view and focused).
 * A failed load is `failed`: the last page shown stays, 'Try again' (`retry`) and the connection's
 * return load the page asked for again. Supplied by the app: actor `loadMembersPage`
 * (GET all-members?start=&limit=20, rejecting with the client's `ApiError`), actions `expireSession`
 * (a 401), `showPage`, `revealList`.
 */
export const directoryPagingMachine = setup({
  types: {} as {
    context: DirectoryPagingContext;
    events: DirectoryPagingEvent;
    input: DirectoryPagingInput | undefined;
  },
  actors: {
    loadMembersPage: fromPromise<MembersPage, MembersPageRequest>(async () =>
      notProvided('directoryPaging', 'loadMembersPage'),
    ),
  },
  guards: {
    isOtherPage: ({ context, event }) =>
      event.type === 'page.select' && pageFor(context, event.page) !== context.page,
    isOtherRequest: ({ context, event }) =>
      event.type === 'page.select' && pageFor(context, event.page) !== context.requested,
    isBeyondLastPage: ({ context, event }) =>
      'output' in event && context.requested > Math.max(pageCount((event.output as MembersPage).total), 1),
    hasShownAPage: ({ context }) => context.shown,
    isSessionExpired: (_, params: { error: unknown }) => isSessionExpiredError(params.error),
  },
  actions: {
    storeRequestedPage: assign({
      requested: ({ context, event }) => (event.type === 'page.select' ? pageFor(context, event.page) : 1),
    }),
    storePage: assign(({ context, event }) => {
      const { data, total } = (event as unknown as { output: MembersPage }).output;
      return { page: context.requested, members: data, total, error: null, shown: true };
    }),
    /** The page asked for is past the last one: ask for the last one instead. */
    requestLastPage: assign({
      requested: (_, { total }: { total: number }) => Math.max(pageCount(total), 1),
    }),
    showLoadFailure: assign({ error: commonMessages.somethingWrongTryAgain }),
    expireSession: (_, _params: SessionExpiryParams) => notProvided('directoryPaging', 'expireSession'),
    /** Puts the page in the address without a new history entry (`pageQuery`). */
    showPage: (_, _params: { page: number }) => notProvided('directoryPaging', 'showPage'),
    /** Brings the list's heading into view and moves focus to it. */
    revealList: () => notProvided('directoryPaging', 'revealList'),
  },
}).createMachine({
  id: 'directoryPaging',
  description: 'The member directory, a page of members at a time',
  context: ({ input }) => {
    const page = Math.max(input?.page ?? 1, 1);
    return { page: 1, members: [], total: 0, requested: page, error: null, shown: false };
  },
  initial: 'loading',
  states: {
    loading: {
      description: 'Loading a page of members',
      on: {
        // A newer choice wins over the page still loading.
        'page.select': {
          description: 'She picks another page while one is still loading',
          guard: 'isOtherRequest',
          target: 'loading',
          reenter: true,
          actions: 'storeRequestedPage',
        },
      },
      invoke: {
        id: 'loadMembersPage',
        src: 'loadMembersPage',
        input: ({ context }) => ({ start: pageOffset(context.requested), limit: MEMBERS_PAGE_SIZE }),
        onDone: [
          {
            description: 'She asked for a page past the last: the last page loads instead',
            guard: 'isBeyondLastPage',
            target: 'loading',
            reenter: true,
            actions: { type: 'requestLastPage', params: ({ event }) => ({ total: event.output.total }) },
          },
          {
            description: 'The page arrives: it shows, and the list comes back into view',
            guard: 'hasShownAPage',
            target: 'ready',
            actions: [
              'storePage',
              { type: 'showPage', params: ({ context }) => ({ page: context.page }) },
              'revealList',
            ],
          },
          {
            description: 'The first page arrives and shows',
            target: 'ready',
            actions: ['storePage', { type: 'showPage', params: ({ context }) => ({ page: context.page }) }],
          },
        ],
        onError: [
          {
            description: 'Her session has expired: she is told and sent to sign in',
            guard: { type: 'isSessionExpired', params: ({ event }) => ({ error: event.error }) },
            target: 'expired',
            actions: {
              type: 'expireSession',
              params: TOAST_EXPIRY,
            },
          },
          {
            description: "The page fails to load: she sees 'could not be loaded' and Try again",
            target: 'failed',
            actions: 'showLoadFailure',
          },
        ],
      },
    },
    ready: {
      description: 'A page of members with its page links',
      on: {
        'page.select': [
          {
            description: 'She picks another page',
            guard: 'isOtherPage',
            target: 'loading',
            actions: 'storeRequestedPage',
          },
          // The page shown, asked for another way ('?page=abc' for page 1, '?page=999' on the last).
          {
            description: 'She asks for the page already shown: it stays',
            actions: { type: 'showPage', params: ({ context }) => ({ page: context.page }) },
          },
        ],
      },
    },
    /** 'Page n could not be loaded.' over the last page shown. */
    failed: {
      description: 'The page could not be loaded: a message and Try again',
      on: {
        retry: { target: 'loading', description: 'She presses Try again' },
        'connection.restored': {
          target: 'loading',
          description: 'The connection returns: the page loads again',
        },
        'page.select': { description: 'She picks a page', target: 'loading', actions: 'storeRequestedPage' },
      },
    },
    /** Handed to the session: the app is on its way to /login. */
    expired: { description: 'The session ended: on the way to sign in', type: 'final' },
  },
});
