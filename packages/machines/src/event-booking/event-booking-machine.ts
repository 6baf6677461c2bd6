/**
 * Booking on the event page: choose a plan (`can_view` rows
 * only) and a quantity ('0'..'5', default '0'), Book Now opens the coupon-only dialog (signed in) or
 * the 'Personal Details' dialog (guest), and submitting it runs the shared checkout as the child
 * `checkout`. A failed, refused or dismissed payment returns to the same dialog with its data kept.
 * The details dialog opens with what was typed last, else the buyer's profile (checkout/buyer-details.ts).
 * For more than one ticket, either dialog also names one holder per ticket (event-holders.ts), kept in
 * the context like the details: a submission without a valid holder per ticket does not pay.
 */
import {
  type AttendeeFormValues,
  type CouponForm,
  DEFAULT_QUANTITY,
  type EventPlanOption,
  eventPurchase,
  type OrderRequestOf,
  type PurchaseDetails,
  type QuantityOption,
} from '@lwl/schemas';
import { and, assign, setup } from 'xstate';
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
import type { CheckoutInput } from '../checkout/checkout-machine.ts';
import { couponOrDetailsDialog } from '../checkout/coupon-or-details-dialog.ts';
import { checkoutActors, checkoutOutcomeGuards, prefillFromDetails } from '../checkout/invoke-checkout.ts';
import type { DraftRecord } from '../session/interrupted-form.ts';
import { notProvided, type ToastParams } from '../shared/effects.ts';
import { restoredBooking } from './booking-draft.ts';
import { holdersFit, orderAttendees } from './event-holders.ts';
import {
  type BookableEvent,
  bookingProblem,
  findSelectablePlan,
  isBookable,
  orderQuantity,
  preselectedPlanId,
} from './event-rules.ts';

/** The create-order request this purchase hands its checkout (its row's calls, @lwl/schemas). */
export type EventOrderRequest = OrderRequestOf<typeof eventPurchase>;

export interface EventBookingInput {
  event: BookableEvent;
  /** A token is present (the event page also needs PlanName). */
  signedIn: boolean;
  /** The member's tier (PlanName): its row is preselected when the event has one (event-rules.ts). */
  tier?: string | null;
  /** The draft a 401 kept on this page (`eventBookingDraft`), restored for a member. */
  restored?: DraftRecord | null;
}

export interface EventBookingContext extends Omit<EventBookingInput, 'restored'>, BuyerDetailsContext {
  planId: number | null;
  quantity: QuantityOption;
  /** The guest dialog's last submitted data, kept when the payment does not go through. */
  details: PurchaseDetails | null;
  /** The member dialog's last coupon. */
  coupon: CouponForm;
  /** Restored from a 401's draft with the dialog open: the page opens it again at once. */
  resume: boolean;
  /** The ticket holders last typed or submitted (more than one ticket), kept like the details. */
  attendees: AttendeeFormValues[] | null;
}

/** What a dialog submits besides its form: the ticket holders, when the order has several tickets. */
type WithHolders = { attendees?: AttendeeFormValues[] };

export type EventBookingEvent =
  | { type: 'plan.select'; planId: number }
  | { type: 'quantity.change'; quantity: QuantityOption }
  | { type: 'booking.open' }
  | { type: 'dialog.close' }
  | ({ type: 'details.submit'; details: PurchaseDetails } & WithHolders)
  | ({ type: 'coupon.submit'; form: CouponForm } & WithHolders)
  /** The holders as typed, as the dialog closes. */
  | { type: 'attendees.keep'; attendees: AttendeeFormValues[] }
  | BuyerDetailsEvent;

export function eventOrderRequest(context: EventBookingContext): EventOrderRequest {
  const quantity = orderQuantity(context.quantity);
  const event_id = context.event.id;
  const attendees = orderAttendees(quantity, context.attendees);
  const holders = attendees ? { attendees } : {};
  if (context.signedIn)
    return { kind: 'member', body: { quantity, event_id, coupon: context.coupon.coupon, ...holders } };
  if (context.details === null) throw new Error('eventBooking: guest order without details');
  return { kind: 'guest', body: { ...context.details, quantity, event_id, ...holders } };
}

function eventCheckoutInput(context: EventBookingContext): CheckoutInput<EventOrderRequest> {
  return {
    ...checkoutDefaults(eventPurchase),
    request: eventOrderRequest(context),
    description: context.event.name,
    ...prefillFromDetails(context.details),
  };
}

/** The holders a dialog's submission carries, if any. */
const holdersOf = (event: EventBookingEvent): AttendeeFormValues[] | undefined =>
  event.type === 'details.submit' || event.type === 'coupon.submit' ? event.attendees : undefined;

const selectedPlan = (context: EventBookingContext): EventPlanOption | undefined =>
  findSelectablePlan(context.event.prices, context.planId);

export const eventBookingMachine = setup({
  types: {} as {
    context: EventBookingContext;
    events: EventBookingEvent;
    input: EventBookingInput;
  },
  actors: checkoutActors<EventOrderRequest>(eventPurchase.machineId),
  actions: {
    showToast: (_, _params: ToastParams) => notProvided('eventBooking', 'showToast'),
    storeCoupon: assign(({ context, event }, coupon: CouponForm) => ({
      coupon,
      attendees: holdersOf(event) ?? context.attendees,
    })),
    storeDetails: assign(({ context, event }, details: PurchaseDetails) => ({
      details,
      attendees: holdersOf(event) ?? context.attendees,
    })),
    keepAttendees: assign({
      attendees: ({ context, event }) =>
        event.type === 'attendees.keep' ? event.attendees : context.attendees,
    }),
    storeProfile: assign((_, profile: ProfileContactFields) => ({ profile: contactFromProfile(profile) })),
    storeDraft: assign(({ context }, draft: DetailsDraft) => ({ draft: mergeDraft(context.draft, draft) })),
    selectPlan: assign({
      planId: ({ context, event }) => (event.type === 'plan.select' ? event.planId : context.planId),
    }),
    setQuantity: assign({
      quantity: ({ context, event }) =>
        event.type === 'quantity.change' ? event.quantity : context.quantity,
    }),
  },
  guards: {
    isBookable: ({ context }) => isBookable(context.event),
    resumesBooking: ({ context }) =>
      context.resume && bookingProblem(selectedPlan(context), context.quantity) === null,
    isSelectablePlan: ({ context, event }) =>
      event.type === 'plan.select' && findSelectablePlan(context.event.prices, event.planId) !== undefined,
    hasBookingProblem: ({ context }) => bookingProblem(selectedPlan(context), context.quantity) !== null,
    isSignedIn: ({ context }) => context.signedIn,
    holdersFit: ({ context, event }) => holdersFit(orderQuantity(context.quantity), holdersOf(event)),
    ...checkoutOutcomeGuards,
  },
}).createMachine({
  id: 'eventBooking',
  description: 'A guest or member books event tickets: plan, quantity, details, payment',
  context: ({ input: { restored, ...input } }) => ({
    ...input,
    planId: preselectedPlanId(input.event.prices, input.tier),
    quantity: DEFAULT_QUANTITY,
    details: null,
    coupon: {},
    attendees: null,
    profile: null,
    draft: null,
    resume: false,
    ...(restored && input.signedIn ? restoredBooking(restored, input.event) : {}),
  }),
  initial: 'checking',
  on: {
    ...buyerDetailsHandlers,
    'attendees.keep': { description: 'She types the names on the tickets', actions: 'keepAttendees' },
  },
  states: {
    checking: {
      description: 'Checking the event is upcoming and can be booked',
      always: [
        // Back from signing in after a 401 that interrupted the dialog: it opens again, choices kept.
        {
          description: 'Back from signing in after her session expired: the dialog reopens with her choices',
          guard: and(['isBookable', 'resumesBooking']),
          target: 'dialog',
        },
        {
          description: 'The event is upcoming and open: she can choose tickets',
          guard: 'isBookable',
          target: 'selecting',
        },
        { description: 'The event is over or closed: nothing to book', target: 'unavailable' },
      ],
    },
    /** Not an upcoming event: no plan selector, no Book Now. */
    unavailable: { description: 'A past or closed event: no plans and no Book Now' },
    selecting: {
      description: 'Choosing a ticket plan and how many tickets',
      on: {
        'plan.select': {
          description: 'She picks a ticket plan she may buy',
          guard: 'isSelectablePlan',
          actions: 'selectPlan',
        },
        'quantity.change': { description: 'She changes the number of tickets', actions: 'setQuantity' },
        'booking.open': [
          {
            description: 'She presses Book Now without a plan or quantity: she is told what is missing',
            guard: 'hasBookingProblem',
            actions: {
              type: 'showToast',
              params: ({ context }) => ({
                kind: 'error' as const,
                message: bookingProblem(selectedPlan(context), context.quantity) ?? '',
              }),
            },
          },
          { description: 'She presses Book Now: the booking dialog opens', target: 'dialog' },
        ],
      },
    },
    dialog: couponOrDetailsDialog({
      self: '#eventBooking.dialog',
      done: '#eventBooking.booked',
      exit: '#eventBooking.selecting',
      checkoutInput: eventCheckoutInput,
      submitGuard: 'holdersFit',
    }),
    booked: { description: 'Paid: the buyer is on the thank-you page', type: 'final' },
  },
});
