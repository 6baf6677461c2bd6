/**
 * The account details form
 * (`POST update-personal-details`): a view ↔ edit toggle; saving sends the form (multipart, the photo
 * optional; the form schema validates it), toasts the answer, closes the edit toggle, tells the
 * session the new first name and photo, and reloads the page after the delay.
 * Errors: 400 the server's message, 401 the session, anything else the generic message. What was
 * submitted is kept as the form's draft (`draft`: no photo, no password), so that a 401 loses nothing:
 * started with a kept draft (`restored`), the form opens again with it.
 */
import {
  commonMessages,
  type PersonalDetails,
  TIMING_MS,
  type UpdatePersonalDetailsResponse,
} from '@lwl/schemas';
import { assign, fromPromise, setup } from 'xstate';
import { type DraftRecord, draftValues } from '../session/interrupted-form.ts';
import { hasSessionExpiredError, refusalMessageOr } from '../shared/call-failure.ts';
import { notProvided, type SessionExpiryParams, type ToastParams } from '../shared/effects.ts';
import { expireOnUnauthorized } from '../shared/session-expiry.ts';

/** What the save answers: the server's message and the saved name and photo. */
export type ProfileSaveAnswer = Pick<UpdatePersonalDetailsResponse, 'message' | 'data'>;

/** Parameters of `updateSessionProfile`, which the app forwards to the session as `profile.update`. */
export interface SessionProfileParams {
  userName: string;
  profileImage: string | null;
}

export type ProfileEditEvent = { type: 'edit.toggle' } | { type: 'profile.submit'; values: PersonalDetails };

export interface ProfileEditInput {
  /** The form's draft a 401 kept on this page; the form opens with it. */
  restored?: DraftRecord | null;
}

export interface ProfileEditContext {
  /** What the form last submitted, or the draft it was restored with: the form's values over the profile. */
  draft: DraftRecord | null;
}

export const profileEditMachine = setup({
  types: {
    context: {} as ProfileEditContext,
    input: {} as ProfileEditInput | undefined,
    events: {} as ProfileEditEvent,
    tags: {} as 'form' | 'busy',
  },
  actors: {
    /** `POST update-personal-details` (multipart). */
    updateProfile: fromPromise<ProfileSaveAnswer, PersonalDetails>(async () =>
      notProvided('profileEdit', 'updateProfile'),
    ),
  },
  actions: {
    showToast: (_, _params: ToastParams) => notProvided('profileEdit', 'showToast'),
    updateSessionProfile: (_, _params: SessionProfileParams) =>
      notProvided('profileEdit', 'updateSessionProfile'),
    reloadPage: () => notProvided('profileEdit', 'reloadPage'),
    expireSession: (_, _params: SessionExpiryParams) => notProvided('profileEdit', 'expireSession'),
    keepSubmitted: assign({
      draft: ({ context, event }) =>
        event.type === 'profile.submit' ? draftValues(event.values) : context.draft,
    }),
  },
  guards: {
    isSessionExpired: hasSessionExpiredError,
    hasDraft: ({ context }) => context.draft !== null,
  },
  delays: {
    reload: TIMING_MS.profileReload,
  },
}).createMachine({
  id: 'profileEdit',
  description: 'A member edits and saves her profile',
  context: ({ input }) => ({ draft: input?.restored ?? null }),
  initial: 'opening',
  states: {
    opening: {
      description: 'Opening the form again when a 401 interrupted it, else the profile',
      always: [
        {
          description: 'Back from signing in after a 401: the form reopens with what she typed',
          guard: 'hasDraft',
          target: 'editing',
        },
        { description: 'Nothing was interrupted: her profile', target: 'viewing' },
      ],
    },
    viewing: {
      description: "The member's profile, with Edit",
      on: { 'edit.toggle': { target: 'editing', description: 'She presses Edit' } },
    },
    editing: {
      description: 'The profile form is open for changes',
      tags: 'form',
      on: {
        'edit.toggle': { target: 'viewing', description: 'She closes the form without saving' },
        'profile.submit': {
          target: 'saving',
          description: 'She presses Save with valid details',
          actions: 'keepSubmitted',
        },
      },
    },
    saving: {
      description: 'Waiting for the server to save the profile',
      tags: ['form', 'busy'],
      invoke: {
        id: 'updateProfile',
        src: 'updateProfile',
        input: ({ event }) => {
          if (event.type !== 'profile.submit') throw new Error(`save started by ${event.type}`);
          return event.values;
        },
        onDone: {
          description: "The server saves it: she sees 'information updated'",
          target: 'saved',
          actions: [
            {
              type: 'showToast',
              params: ({ event }) => ({
                kind: 'success',
                message: event.output.message || commonMessages.informationUpdated,
              }),
            },
            {
              type: 'updateSessionProfile',
              params: ({ event }) => ({
                userName: event.output.data.first_name,
                profileImage: event.output.data.image,
              }),
            },
          ],
        },
        onError: [
          expireOnUnauthorized('expired'),
          {
            description: 'The server refuses or fails: she sees why and the form stays open',
            target: 'editing',
            actions: {
              type: 'showToast',
              params: ({ event }) => ({
                kind: 'error',
                message: refusalMessageOr(event.error, commonMessages.somethingWrongTryLater),
              }),
            },
          },
        ],
      },
    },
    /** Saved, the edit toggle closed; the page reloads after the delay. */
    saved: {
      description: 'Saved: the message shows, then the page reloads',
      after: {
        reload: {
          description: 'A moment passes: the page reloads',
          target: 'reloaded',
          actions: 'reloadPage',
        },
      },
    },
    reloaded: { description: 'The page reloads with the saved profile', type: 'final' },
    expired: { description: 'The session ended: on the way to sign in', type: 'final' },
  },
});
