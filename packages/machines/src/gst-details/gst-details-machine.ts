/**
 * The GST section of the account details, with its view/edit toggle
 * (`POST update-gst-details`): view shows the saved values, edit the form; a save toasts the answer and
 * returns to view with the new values. Errors: 400 the server's message, 401 the session, anything
 * else the generic message. A 401 keeps the values being saved (`pending`) as the form's draft;
 * started with a kept draft (`restored`), the form opens again with it over the saved values.
 */
import { commonMessages, type GstDetails } from '@lwl/schemas';
import { assign, fromPromise, setup } from 'xstate';
import type { DraftRecord } from '../session/interrupted-form.ts';
import { hasSessionExpiredError, refusalMessageOr } from '../shared/call-failure.ts';
import { notProvided, type SessionExpiryParams, type ToastParams } from '../shared/effects.ts';
import { expireOnUnauthorized } from '../shared/session-expiry.ts';

export interface GstDetailsContext {
  /** The saved values, shown in view mode and used to fill the form. */
  details: GstDetails;
  /** The values being saved. */
  pending: GstDetails | null;
  /** The draft a 401 kept, the form's values over `details` until it is saved or closed. */
  draft: DraftRecord | null;
}

export interface GstDetailsInput {
  details: GstDetails;
  restored?: DraftRecord | null;
}

export type GstDetailsEvent = { type: 'edit.toggle' } | { type: 'gst.submit'; values: GstDetails };

export const gstDetailsMachine = setup({
  types: {
    context: {} as GstDetailsContext,
    events: {} as GstDetailsEvent,
    input: {} as GstDetailsInput,
    tags: {} as 'form' | 'busy',
  },
  actors: {
    /** `POST update-gst-details` (JSON); answers the server's message. */
    updateGstDetails: fromPromise<{ message: string }, GstDetails>(async () =>
      notProvided('gstDetails', 'updateGstDetails'),
    ),
  },
  actions: {
    holdSubmittedValues: assign({
      pending: ({ context, event }) => (event.type === 'gst.submit' ? event.values : context.pending),
    }),
    applySavedValues: assign(({ context }) => ({
      details: context.pending ?? context.details,
      pending: null,
    })),
    dropSubmittedValues: assign({ pending: null }),
    dropDraft: assign({ draft: null }),
    showToast: (_, _params: ToastParams) => notProvided('gstDetails', 'showToast'),
    expireSession: (_, _params: SessionExpiryParams) => notProvided('gstDetails', 'expireSession'),
  },
  guards: {
    isSessionExpired: hasSessionExpiredError,
    hasDraft: ({ context }) => context.draft !== null,
  },
}).createMachine({
  id: 'gstDetails',
  description: 'A member views and edits her GST details',
  context: ({ input }) => ({ details: input.details, pending: null, draft: input.restored ?? null }),
  initial: 'opening',
  states: {
    opening: {
      description: 'Opening the form again when a 401 interrupted it, else the saved details',
      always: [
        {
          description: 'Back from signing in after a 401: the form reopens with what she typed',
          guard: 'hasDraft',
          target: 'editing',
        },
        { description: 'Nothing was interrupted: her saved details', target: 'viewing' },
      ],
    },
    viewing: {
      description: 'The saved GST details, with Edit',
      on: { 'edit.toggle': { target: 'editing', description: 'She presses Edit' } },
    },
    editing: {
      description: 'The GST form is open for changes',
      tags: 'form',
      on: {
        'edit.toggle': {
          target: 'viewing',
          description: 'She closes the form without saving',
          actions: 'dropDraft',
        },
        'gst.submit': {
          description: 'She presses Save with valid details',
          target: 'saving',
          actions: 'holdSubmittedValues',
        },
      },
    },
    saving: {
      description: 'Waiting for the server to save the GST details',
      tags: ['form', 'busy'],
      invoke: {
        id: 'updateGstDetails',
        src: 'updateGstDetails',
        input: ({ context }) => {
          if (context.pending === null) throw new Error('GST save started without values');
          return context.pending;
        },
        onDone: {
          description: "The server saves them: she sees 'information updated'",
          target: 'viewing',
          actions: [
            'applySavedValues',
            'dropDraft',
            {
              type: 'showToast',
              params: ({ event }) => ({
                kind: 'success',
                message: event.output.message || commonMessages.informationUpdated,
              }),
            },
          ],
        },
        onError: [
          expireOnUnauthorized('expired'),
          {
            description: 'The server refuses or fails: she sees why and the form stays open',
            target: 'editing',
            actions: [
              'dropSubmittedValues',
              {
                type: 'showToast',
                params: ({ event }) => ({
                  kind: 'error',
                  message: refusalMessageOr(event.error, commonMessages.somethingWrongTryLater),
                }),
              },
            ],
          },
        ],
      },
    },
    expired: { description: 'The session ended: on the way to sign in', type: 'final' },
  },
});
