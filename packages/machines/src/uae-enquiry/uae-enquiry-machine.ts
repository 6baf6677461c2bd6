/**
 * The UAE page's enquiry form (`POST uaeEnquiry`; docs/product-rules.md, "Membership offering"):
 * on success a green message shows, the form clears and the message goes after 5 s. Failures raise
 * an alert and also fill the red message slot: 400 the server's message, other 'Something went
 * wrong, Please try again.'; a 401 goes to the session as an alert (storage cleared, /login, reload).
 */
import { commonMessages, enquiryMessages, TIMING_MS, type UaeEnquiry } from '@lwl/schemas';
import { assign, fromPromise, setup } from 'xstate';
import { hasSessionExpiredError, refusalMessageOr } from '../shared/call-failure.ts';
import { type AlertParams, notProvided, type SessionExpiryParams } from '../shared/effects.ts';
import { expireOnUnauthorized, TOAST_EXPIRY } from '../shared/session-expiry.ts';

export interface UaeEnquiryContext {
  /** The green message. */
  successMessage: string | null;
  /** The red message. */
  errorMessage: string | null;
}

export type UaeEnquiryEvent = { type: 'enquiry.submit'; values: UaeEnquiry };

export const uaeEnquiryMachine = setup({
  types: {
    context: {} as UaeEnquiryContext,
    events: {} as UaeEnquiryEvent,
    tags: {} as 'busy',
  },
  actors: {
    /** `POST uaeEnquiry` (multipart); its answer is not read. */
    submitEnquiry: fromPromise<unknown, UaeEnquiry>(async () => notProvided('uaeEnquiry', 'submitEnquiry')),
  },
  actions: {
    clearMessages: assign({ successMessage: null, errorMessage: null }),
    showSuccess: assign({ successMessage: enquiryMessages.success }),
    hideSuccess: assign({ successMessage: null }),
    /** Resets the form's fields (react-hook-form `reset()`). */
    clearForm: () => notProvided('uaeEnquiry', 'clearForm'),
    showAlert: (_, _params: AlertParams) => notProvided('uaeEnquiry', 'showAlert'),
    expireSession: (_, _params: SessionExpiryParams) => notProvided('uaeEnquiry', 'expireSession'),
    rememberFailure: assign((_, params: AlertParams) => ({ errorMessage: params.message })),
  },
  guards: {
    isSessionExpired: hasSessionExpiredError,
  },
  delays: {
    successMessage: TIMING_MS.enquiryMessage,
  },
}).createMachine({
  id: 'uaeEnquiry',
  description: 'A visitor sends the UAE membership enquiry form',
  context: { successMessage: null, errorMessage: null },
  initial: 'idle',
  on: {
    'enquiry.submit': {
      description: 'She presses Submit on the enquiry form',
      target: '.submitting',
      actions: 'clearMessages',
    },
  },
  states: {
    idle: { description: 'The enquiry form, ready to fill in' },
    submitting: {
      description: 'Waiting for the server to take the enquiry',
      tags: 'busy',
      // A second submit while one runs is ignored.
      on: { 'enquiry.submit': { description: 'She presses Submit again while it is sending: ignored' } },
      invoke: {
        id: 'submitEnquiry',
        src: 'submitEnquiry',
        input: ({ event }) => {
          if (event.type !== 'enquiry.submit') throw new Error(`enquiry started by ${event.type}`);
          return event.values;
        },
        onDone: {
          description: 'The server takes it: she sees the thank-you message and the form clears',
          target: 'succeeded',
          actions: ['showSuccess', 'clearForm'],
        },
        onError: [
          expireOnUnauthorized('expired', { ...TOAST_EXPIRY, notice: 'alert' }),
          {
            description: 'The server refuses or fails: an alert says why, her answers kept',
            target: 'idle',
            actions: [
              {
                type: 'rememberFailure',
                params: ({ event }) => ({
                  message: refusalMessageOr(event.error, commonMessages.somethingWrongTryAgain),
                }),
              },
              { type: 'showAlert', params: ({ context }) => ({ message: context.errorMessage ?? '' }) },
            ],
          },
        ],
      },
    },
    succeeded: {
      description: 'Sent: the thank-you message shows for a few seconds',
      after: {
        successMessage: {
          description: 'A few seconds pass: the thank-you message hides',
          target: 'idle',
          actions: 'hideSuccess',
        },
      },
    },
    expired: { description: 'The session ended: on the way to sign in', type: 'final' },
  },
});
