/**
 * The signed-in state of the web app (docs/decisions/0004).
 * Signed in = an AuthToken is stored. The stored values are the actor's input, read synchronously
 * before it starts, so the first render already knows who is there (a page that rendered as a guest
 * first would ask for the guest's data, then again for the member's). Every flow that meets a 401
 * sends `session.expire` here, so the storage is cleared, the user told and sent to /login in one
 * place, once. The page it happened on is kept (`keepReturn`: the page and the message, with the drafts
 * of its forms) and named in the /login link, so that signing in leads back to it; logging out drops
 * the drafts (`forgetDrafts`).
 */
import { commonMessages, TIMING_MS } from '@lwl/schemas';
import { assign, fromPromise, setup, spawnChild } from 'xstate';
import { loginPathReturningTo, safeReturnPath } from '../login/login-rules.ts';
import type {
  AlertParams,
  ExpiryNotice,
  NavigateParams,
  SessionExpiredMessage,
  ToastParams,
} from '../shared/effects.ts';
import { notProvided } from '../shared/effects.ts';
import { isSignedIn, SESSION_ROUTES, type SessionData, signedOut } from './session-rules.ts';
import { restoredSession, type StorageEntries, type StoredValues, sessionToStorage } from './storage-keys.ts';

/**
 * The login answer's fields the session keeps; a `LoginResponse`
 * of @lwl/schemas fits. UserName is the user's first name.
 */
export interface SignInData {
  token: string;
  /** Tier name, stored as PlanName; null without a membership. */
  membership: string | null;
  user: { first_name: string };
  image: string | null;
}

export type SessionEvent =
  | { type: 'session.signIn'; data: SignInData }
  | {
      type: 'session.expire';
      /** Defaults: the usual wording, a toast, and a reload after the expiry delay. */
      message?: SessionExpiredMessage;
      notice?: ExpiryNotice;
      reload?: boolean;
      /** The page (path and query) the 401 interrupted. */
      from?: string;
    }
  | { type: 'session.logout' }
  | { type: 'profile.update'; userName: string; profileImage?: string | null };

export interface SessionContext extends SessionData {
  /** Set by `session.expire` until the expiry reload. */
  reloadPending: boolean;
}

type ExpiredEvent = Extract<SessionEvent, { type: 'session.expire' }>;

const expiryMessage = (event: ExpiredEvent): SessionExpiredMessage =>
  event.message ?? commonMessages.sessionExpired;

/** What `keepReturn` keeps: the interrupted page when it is one to come back to, and the message. */
export interface KeepReturnParams {
  path: string | null;
  message: SessionExpiredMessage;
}

const keptReturn = ({ event }: { event: SessionEvent }): KeepReturnParams =>
  event.type === 'session.expire'
    ? { path: safeReturnPath(event.from), message: expiryMessage(event) }
    : { path: null, message: commonMessages.sessionExpired };

const loginAfterExpiry = ({ event }: { event: SessionEvent }): NavigateParams => ({
  to: event.type === 'session.expire' && event.from ? loginPathReturningTo(event.from) : SESSION_ROUTES.login,
});

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    /** Local storage's values for SESSION_STORAGE_KEYS (a missing key is null or absent; none: a guest). */
    input: {} as { stored?: StoredValues } | undefined,
  },
  actors: {
    /**
     * `POST logout` (a contract extension) with the token being given up, so the server refuses it
     * from now on. Runs after the local logout; its outcome changes nothing for the user.
     */
    revokeToken: fromPromise<unknown, { token: string }>(async () => notProvided('session', 'revokeToken')),
  },
  actions: {
    /** Asks the server to revoke the token in the background (its failure is ignored). */
    revokeTokenInBackground: spawnChild('revokeToken', {
      id: 'revokeToken',
      input: ({ context }) => ({ token: context.token ?? '' }),
    }),
    rememberSignIn: assign(({ event }) =>
      event.type === 'session.signIn'
        ? {
            token: event.data.token,
            planName: event.data.membership,
            userName: event.data.user.first_name,
            profileImage: event.data.image,
          }
        : {},
    ),
    rememberProfile: assign(({ event, context }) =>
      event.type === 'profile.update'
        ? {
            userName: event.userName,
            profileImage: event.profileImage === undefined ? context.profileImage : event.profileImage,
          }
        : {},
    ),
    clearReloadPending: assign({ reloadPending: false }),
    /** Writes each entry to local storage; null removes the key. */
    writeStorage: (_, _params: { entries: StorageEntries }) => notProvided('session', 'writeStorage'),
    /** Clears all of local storage, not only the session's keys (docs/product-rules.md, "Visitors and members"). */
    clearStorage: () => notProvided('session', 'clearStorage'),
    showToast: (_, _params: ToastParams) => notProvided('session', 'showToast'),
    showAlert: (_, _params: AlertParams) => notProvided('session', 'showAlert'),
    navigate: (_, _params: NavigateParams) => notProvided('session', 'navigate'),
    /** Keeps the interrupted page, its message and its forms' drafts for the sign-in (session storage). */
    keepReturn: (_, _params: KeepReturnParams) => notProvided('session', 'keepReturn'),
    /** Drops every kept draft and return record: she signed out. */
    forgetDrafts: () => notProvided('session', 'forgetDrafts'),
    reloadPage: () => notProvided('session', 'reloadPage'),
    forget: assign(({ event }) => ({
      ...signedOut,
      reloadPending: event.type === 'session.expire' && event.reload !== false,
    })),
  },
  guards: {
    isAlertNotice: ({ event }) => event.type === 'session.expire' && event.notice === 'alert',
    isReloadPending: ({ context }) => context.reloadPending,
    hasToken: ({ context }) => isSignedIn(context),
  },
  delays: {
    expiryReload: TIMING_MS.sessionExpiryReload,
  },
}).createMachine({
  id: 'session',
  description: 'Who is signed in: sign-in, logout, and an expired session sent to sign in',
  context: ({ input }) => ({ ...restoredSession(input?.stored ?? {}), reloadPending: false }),
  initial: 'restoring',
  on: {
    'session.expire': [
      {
        description: 'Her session expired on a page that warns by alert: she must close it, then signs in',
        guard: 'isAlertNotice',
        target: '.expired',
        actions: [
          { type: 'keepReturn', params: keptReturn },
          'clearStorage',
          'forget',
          { type: 'showAlert', params: ({ event }) => ({ message: expiryMessage(event) }) },
          { type: 'navigate', params: loginAfterExpiry },
        ],
      },
      {
        description: 'Her session expired: she is told and sent to sign in',
        target: '.expired',
        actions: [
          { type: 'keepReturn', params: keptReturn },
          'clearStorage',
          'forget',
          { type: 'showToast', params: ({ event }) => ({ kind: 'error', message: expiryMessage(event) }) },
          { type: 'navigate', params: loginAfterExpiry },
        ],
      },
    ],
    'session.logout': [
      {
        description: 'She presses Logout: she is signed out everywhere and sent to sign in',
        guard: 'hasToken',
        target: '.guest',
        actions: [
          // Before `forget`, which drops the token.
          'revokeTokenInBackground',
          'clearStorage',
          'forgetDrafts',
          'forget',
          { type: 'navigate', params: { to: SESSION_ROUTES.login } },
        ],
      },
      {
        description: 'She presses Logout while already signed out: she is sent to sign in',
        target: '.guest',
        actions: [
          'clearStorage',
          'forgetDrafts',
          'forget',
          { type: 'navigate', params: { to: SESSION_ROUTES.login } },
        ],
      },
    ],
    /**
     * The revocation failed: a 404 (a backend without the extension), a 401 (the token had expired
     * already), or the network. The local logout stands either way, so it is ignored on purpose.
     */
    'xstate.error.actor.revokeToken': {
      description: 'Signing out on the server failed: she stays signed out',
    },
  },
  states: {
    /** Decides from the stored values at once (no event): there is nothing to wait for. */
    restoring: {
      description: 'Reading the saved sign-in from the browser',
      always: [
        {
          description: 'A saved sign-in is found: she is still signed in',
          guard: 'hasToken',
          target: 'signedIn',
        },
        { description: 'No saved sign-in: she is a guest', target: 'guest' },
      ],
    },
    guest: {
      description: 'Signed out: a guest browsing the site',
      on: {
        'session.signIn': {
          description: 'She signs in: it is saved in the browser',
          target: 'signedIn',
          actions: [
            'rememberSignIn',
            { type: 'writeStorage', params: ({ context }) => ({ entries: sessionToStorage(context) }) },
          ],
        },
      },
    },
    signedIn: {
      description: 'Signed in as a member',
      on: {
        'profile.update': {
          description: 'She changes her name or photo: the header shows it',
          actions: [
            'rememberProfile',
            {
              type: 'writeStorage',
              params: ({ context }) => ({
                entries: sessionToStorage({ userName: context.userName, profileImage: context.profileImage }),
              }),
            },
          ],
        },
      },
    },
    /** Signed out by a 401; waits for the reload when one was asked for. */
    expired: {
      description: 'The session ended: the member is sent to sign in',
      initial: 'deciding',
      states: {
        deciding: {
          description: 'Deciding whether the sign-in page reloads',
          always: [
            {
              description: 'The sign-in page must reload once',
              guard: 'isReloadPending',
              target: 'reloading',
            },
            { description: 'No reload asked for: she is a guest', target: '#session.guest' },
          ],
        },
        reloading: {
          description: 'On the sign-in page, about to reload it once',
          // Several calls failing together must not toast, navigate or reload more than once.
          on: {
            'session.expire': { description: 'Another call finds the session expired: nothing more happens' },
          },
          after: {
            expiryReload: {
              description: 'A moment passes: the sign-in page reloads once',
              target: '#session.guest',
              actions: ['reloadPage', 'clearReloadPending'],
            },
          },
        },
      },
    },
  },
});
