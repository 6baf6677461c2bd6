/**
 * Mentor detail page bookings: 'Pay Now' (details dialog → shared
 * checkout as the child `checkout`) and 'Book A Free Session' (details dialog → POST
 * mentor-free-sesssion-appointment → the server's message). Both are refused with the members-only
 * message unless signed in or the mentor allows non-members. Both dialogs open with what was typed
 * last, else the signed-in buyer's profile (checkout/buyer-details.ts).
 */
import {
  commonMessages,
  mentorMessages,
  mentorPurchase,
  type OrderRequestOf,
  type PurchaseDetails,
} from '@lwl/schemas';
import { assign, fromPromise, setup } from 'xstate';
import {
  type BuyerDetailsContext,
  type BuyerDetailsEvent,
  buyerDetailsHandlers,
  contactFromProfile,
  type DetailsDraft,
  mergeDraft,
  type ProfileContactFields,
} from '../checkout/buyer-details.ts';
import { checkoutDefaults } from '../checkout/checkout-defaults.ts';
import type { CheckoutInput, ConfirmAnswer } from '../checkout/checkout-machine.ts';
import {
  checkoutActors,
  checkoutOutcomeGuards,
  prefillFromDetails,
  preparedCheckout,
} from '../checkout/invoke-checkout.ts';
import { failureMessage, hasSessionExpiredError } from '../shared/call-failure.ts';
import { notProvided, type SessionExpiryParams, type ToastParams } from '../shared/effects.ts';
import { TOAST_EXPIRY } from '../shared/session-expiry.ts';
import { type BookableMentor, canBookMentor } from './mentor-rules.ts';

/** The create-order request this purchase hands its checkout (its row's calls, @lwl/schemas). */
export type MentorOrderRequest = OrderRequestOf<typeof mentorPurchase>;

export interface MentorBookingInput {
  mentor: BookableMentor;
  signedIn: boolean;
}

export interface MentorBookingContext extends MentorBookingInput, BuyerDetailsContext {
  /** The dialog's last submitted data, kept when the booking does not go through. */
  details: PurchaseDetails | null;
}

export type MentorBookingEvent =
  | { type: 'payment.open' }
  | { type: 'freeSession.open' }
  | { type: 'details.submit'; details: PurchaseDetails }
  | { type: 'dialog.close' }
  | BuyerDetailsEvent;

/** The free session's request: the contact, no coupon. */
export interface FreeSessionRequest {
  mentor_id: number;
  name: string;
  email: string;
  company_name: string;
  designation: string;
  phone: string;
}

function withDetails(context: MentorBookingContext): PurchaseDetails {
  if (context.details === null) throw new Error('mentorBooking: booking without details');
  return context.details;
}

export function mentorOrderRequest(context: MentorBookingContext): MentorOrderRequest {
  return { mentor_id: context.mentor.id, ...withDetails(context) };
}

export function freeSessionRequest(context: MentorBookingContext): FreeSessionRequest {
  const { name, email, company_name, designation, phone } = withDetails(context);
  return { mentor_id: context.mentor.id, name, email, company_name, designation, phone };
}

function mentorCheckoutInput(context: MentorBookingContext): CheckoutInput<MentorOrderRequest> {
  return {
    ...checkoutDefaults(mentorPurchase),
    request: mentorOrderRequest(context),
    description: context.mentor.name,
    ...prefillFromDetails(withDetails(context)),
  };
}

const membersOnly = {
  type: 'showToast',
  params: { kind: 'error', message: mentorMessages.membersOnly },
} as const;

export const mentorBookingMachine = setup({
  types: {} as {
    context: MentorBookingContext;
    events: MentorBookingEvent;
    input: MentorBookingInput;
    tags: 'busy' | 'checkoutLoading';
  },
  actors: {
    ...checkoutActors<MentorOrderRequest>(mentorPurchase.machineId),
    /** `POST mentor-free-sesssion-appointment` (auth when signed in). */
    bookFreeSession: fromPromise<ConfirmAnswer, FreeSessionRequest>(async () =>
      notProvided('mentorBooking', 'bookFreeSession'),
    ),
  },
  actions: {
    holdDetails: assign({
      details: ({ context, event }) => (event.type === 'details.submit' ? event.details : context.details),
    }),
    clearDetails: assign({ details: null }),
    showToast: (_, _params: ToastParams) => notProvided('mentorBooking', 'showToast'),
    closeDialog: () => notProvided('mentorBooking', 'closeDialog'),
    expireSession: (_, _params: SessionExpiryParams) => notProvided('mentorBooking', 'expireSession'),
    storeProfile: assign((_, profile: ProfileContactFields) => ({ profile: contactFromProfile(profile) })),
    storeDraft: assign(({ context }, draft: DetailsDraft) => ({ draft: mergeDraft(context.draft, draft) })),
  },
  guards: {
    hasBookingProblem: ({ context }) => !canBookMentor(context.signedIn, context.mentor),
    isSessionExpired: hasSessionExpiredError,
    ...checkoutOutcomeGuards,
  },
}).createMachine({
  id: 'mentorBooking',
  description: 'A visitor books a paid or a free session with a mentor',
  context: ({ input }) => ({ ...input, details: null, profile: null, draft: null }),
  initial: 'idle',
  on: buyerDetailsHandlers,
  states: {
    idle: {
      description: "The mentor's page with Pay Now or Book A Free Session",
      on: {
        'payment.open': [
          {
            description: 'She presses Pay Now but the session is for members only: she is told',
            guard: 'hasBookingProblem',
            actions: membersOnly,
          },
          { description: 'She presses Pay Now: the details dialog opens', target: 'payment' },
        ],
        'freeSession.open': [
          {
            description: 'She presses Book A Free Session but it is for members: she is told',
            guard: 'hasBookingProblem',
            actions: membersOnly,
          },
          { description: 'She presses Book A Free Session: the details dialog opens', target: 'freeSession' },
        ],
      },
    },
    /** 'Pay Now': details dialog, then the checkout. */
    payment: {
      description: 'Paying for a session: details, then the checkout',
      initial: 'editing',
      states: {
        editing: {
          description: 'The details dialog for a paid session',
          on: {
            'details.submit': {
              description: 'She presses Pay Now with her details filled in',
              target: 'paying',
              actions: 'holdDetails',
            },
            'dialog.close': { target: '#mentorBooking.idle', description: 'She closes the dialog' },
          },
        },
        paying: {
          description: "The checkout runs for the session's fee",
          ...preparedCheckout(
            mentorCheckoutInput,
            { isCompleted: '#mentorBooking.booked', isExpired: '#mentorBooking.idle' },
            '#mentorBooking.payment.editing',
          ),
        },
      },
    },
    /** 'Book A Free Session': details dialog (no coupon), then the appointment call. */
    freeSession: {
      description: 'Booking a free session: details, then the booking',
      initial: 'editing',
      states: {
        editing: {
          description: 'The details dialog for a free session',
          on: {
            'details.submit': {
              description: 'She presses Book with her details filled in',
              target: 'booking',
              actions: 'holdDetails',
            },
            'dialog.close': { target: '#mentorBooking.idle', description: 'She closes the dialog' },
          },
        },
        booking: {
          description: 'Waiting for the server to book the free session',
          tags: 'busy',
          invoke: {
            src: 'bookFreeSession',
            input: ({ context }) => freeSessionRequest(context),
            onDone: {
              description: 'The server books it: she sees its message and the dialog closes',
              target: '#mentorBooking.idle',
              actions: [
                {
                  type: 'showToast',
                  params: ({ event }) => ({ kind: 'success' as const, message: event.output.message }),
                },
                'closeDialog',
                'clearDetails',
              ],
            },
            onError: [
              {
                description: 'Her session has expired: she is told and sent to sign in',
                guard: 'isSessionExpired',
                target: '#mentorBooking.idle',
                actions: { type: 'expireSession', params: TOAST_EXPIRY },
              },
              {
                description: 'The server refuses or fails: she sees why, her details kept',
                target: 'editing',
                actions: {
                  type: 'showToast',
                  params: ({ event }) => ({
                    kind: 'error' as const,
                    message: failureMessage(event.error, commonMessages.somethingWrongTryLater),
                  }),
                },
              },
            ],
          },
        },
      },
    },
    booked: { description: 'Booked: on the way to the confirmation page', type: 'final' },
  },
});
