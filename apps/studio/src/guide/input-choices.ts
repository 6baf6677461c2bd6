/**
 * Named starts for the machines that take an input (what the page hands them): a guest or a member,
 * the event of the page, the India or the LAP city tabs... made from the contract's examples and the
 * machines' own constants, each checked against the machine's input type. The first is the default.
 */

import {
  type CheckoutMachine,
  checkoutDefaults,
  type citySwitchMachine,
  type countdownMachine,
  type eventBookingMachine,
  type gstDetailsMachine,
  gstDetailsOf,
  indiaPageCityInput,
  lapPageCityInput,
  type loginMachine,
  type membershipPurchaseMachine,
  type mentorBookingMachine,
  type orderSummaryMachine,
  type packagePurchaseMachine,
  type resourceMachine,
  type sessionMachine,
  type signUpMachine,
  type ventureBookingMachine,
} from '@lwl/machines';
import { commonMessages, EVENT_STATUS_UPCOMING, eventPurchase, STORAGE_KEYS } from '@lwl/schemas';
import type { AnyStateMachine } from 'xstate';
import { example, first, parsedInput } from './examples.ts';
import type { Choice, InputOf } from './machine-types.ts';

type Inputs<M extends AnyStateMachine> = readonly Choice<InputOf<M>>[];

const event = example('GET events/{slug}').response.data;
const mentor = example('GET mentors/{id}').response.data;
const user = example('GET user').response.data;
const login = example('POST login').response;
const { coupon: _coupon, ...quoteItem } = example('POST order-quote').input;
/** A fixed clock for the countdown, so a shared link shows the same numbers. */
const NOW = Date.parse('2026-04-01T09:00:00Z');

const guestAndMember = [
  { label: 'a guest', payload: { signedIn: false } },
  { label: 'a signed-in member', payload: { signedIn: true } },
] as const;

const inputs: {
  checkout: Inputs<CheckoutMachine<unknown>>;
  eventBooking: Inputs<typeof eventBookingMachine>;
  ventureBooking: Inputs<typeof ventureBookingMachine>;
  mentorBooking: Inputs<typeof mentorBookingMachine>;
  packagePurchase: Inputs<typeof packagePurchaseMachine>;
  membershipPurchase: Inputs<typeof membershipPurchaseMachine>;
  signUp: Inputs<typeof signUpMachine>;
  orderSummary: Inputs<typeof orderSummaryMachine>;
  resource: Inputs<typeof resourceMachine>;
  countdown: Inputs<typeof countdownMachine>;
  citySwitch: Inputs<typeof citySwitchMachine>;
  session: Inputs<typeof sessionMachine>;
  login: Inputs<typeof loginMachine>;
  gstDetails: Inputs<typeof gstDetailsMachine>;
} = {
  checkout: [
    {
      label: "a guest's event order",
      payload: {
        ...checkoutDefaults(eventPurchase),
        request: { kind: 'guest', body: parsedInput('POST event-payment') },
      },
    },
  ],
  eventBooking: [
    { label: `a guest on “${event.name}”`, payload: { event, signedIn: false } },
    { label: `a signed-in member on “${event.name}”`, payload: { event, signedIn: true } },
    {
      label: 'an event that is no longer upcoming',
      payload: { event: { ...event, list_status: `not ${EVENT_STATUS_UPCOMING}` }, signedIn: false },
    },
  ],
  ventureBooking: guestAndMember,
  mentorBooking: [
    { label: `a guest on ${mentor.name}`, payload: { mentor, signedIn: false } },
    { label: `a signed-in member on ${mentor.name}`, payload: { mentor, signedIn: true } },
    {
      label: 'a guest on a members-only mentor',
      payload: { mentor: { ...mentor, allow_non_member: false }, signedIn: false },
    },
  ],
  packagePurchase: guestAndMember,
  membershipPurchase: [{ label: 'the Titan purchase form', payload: { slug: 'titan' } }],
  signUp: [
    { label: 'the global sign-up', payload: { variant: 'global' } },
    { label: 'the UAE sign-up', payload: { variant: 'uae' } },
  ],
  orderSummary: [
    { label: 'an item chosen', payload: { item: quoteItem } },
    { label: 'nothing chosen yet', payload: { item: null } },
  ],
  resource: [
    { label: 'a list page', payload: { params: undefined, failureMessage: commonMessages.somethingWrong } },
  ],
  countdown: [
    { label: 'three days before the start', payload: { now: () => NOW, target: NOW + 3 * 86_400_000 } },
    { label: 'the start has passed', payload: { now: () => NOW, target: NOW - 60_000 } },
  ],
  citySwitch: [
    { label: 'the India page', payload: indiaPageCityInput },
    { label: 'the LAP page', payload: lapPageCityInput },
  ],
  session: [
    { label: 'nothing stored (a guest)', payload: { stored: {} } },
    {
      label: `a stored sign-in (${first([login.user.first_name])})`,
      payload: {
        stored: {
          [STORAGE_KEYS.token]: login.token,
          [STORAGE_KEYS.planName]: login.membership,
          [STORAGE_KEYS.userName]: login.user.first_name,
        },
      },
    },
  ],
  login: [
    { label: 'from the login link', payload: { returnTo: null } },
    { label: 'sent from /profile', payload: { returnTo: '/profile' } },
  ],
  gstDetails: [{ label: "the member's GST details", payload: { details: gstDetailsOf(user) } }],
};

const NO_INPUT: readonly Choice[] = [{ label: 'no input (the machine takes none)', payload: {} }];

/** The named starts of a chart (by its id); for a machine that takes no input, one start without. */
export function inputChoices(chartId: string): readonly Choice[] {
  return (inputs as Record<string, readonly Choice[] | undefined>)[chartId] ?? NO_INPUT;
}
