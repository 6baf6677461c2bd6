/**
 * Ready payloads for the events a person (or the page) sends, by event type, made from the contract's
 * examples: what a reviewer picks instead of writing JSON. One table for every machine (an event type
 * means the same wherever it is used); a machine whose payload depends on its own context (the cities
 * its input lists, the options it loaded) or differs in shape has its own entry below. The type checker
 * holds each payload to the events of its type (machine-types.ts).
 */

import type {
  citySwitchMachine,
  eventBookingMachine,
  membershipPurchaseMachine,
  packagePurchaseMachine,
  signUpMachine,
} from '@lwl/machines';
import {
  commonMessages,
  QUANTITY_OPTIONS,
  REFUND_STATUS,
  VENTURE_PASS_LABELS,
  VENTURE_PASS_TYPES,
} from '@lwl/schemas';
import type { AnyStateMachine } from 'xstate';
import { dayAfter, example, first, parsedInput } from './examples.ts';
import type { Choice, EventChoices, MachineEventChoices, StudioEvent } from './machine-types.ts';

const eventDetail = example('GET events/{slug}').response.data;
const eventCards = example('GET events').response.data;
const purchase = first(example('GET account-events').response.data);
const eventBuyer = example('POST event-payment').input;
const buyerDetails = {
  name: eventBuyer.name,
  email: eventBuyer.email,
  company_name: eventBuyer.company_name,
  designation: eventBuyer.designation,
  phone: eventBuyer.phone,
};
const login = example('POST login');
const profileUser = example('GET user').response.data;
const quote = example('POST order-quote');
const { coupon: _quotedCoupon, ...quoteItem } = quote.input;
const ventures = example('GET ventures').response.data;
const sponsorPackage = first(example('GET packages').response.data);
const offer = first(first(example('GET partner-offers').response.data).offers);

const { image: _photo, ...personalDetails } = parsedInput('POST update-personal-details');
const categories = [...new Set(eventCards.flatMap((event) => event.categories.map((c) => c.name)))];
const quantities = QUANTITY_OPTIONS.filter((q) => q === '0' || q === '1' || q === '5');

const ticketToName = example('GET attendee-tickets/{ticket}').response.data.ticket;

const eventChoices: EventChoices<StudioEvent> = {
  'holder.rename': [
    { label: 'a corrected name', payload: { ticket: ticketToName.code, name: ticketToName.holder } },
    { label: 'a blank name', payload: { ticket: ticketToName.code, name: '  ' } },
  ],
  'refund.request': [
    {
      label: 'a ticket for an event a week ahead, no refund asked yet',
      payload: { purchase, today: dayAfter(purchase.event.event_date, -7) },
    },
    {
      label: 'a ticket whose earlier refund was refused (may ask again)',
      payload: {
        purchase: { ...purchase, refund_status: REFUND_STATUS.failed },
        today: dayAfter(purchase.event.event_date, -7),
      },
    },
    {
      label: 'a ticket whose refund is already initiated',
      payload: {
        purchase: { ...purchase, refund_status: REFUND_STATUS.initiated },
        today: dayAfter(purchase.event.event_date, -7),
      },
    },
    {
      label: 'a ticket for an event that is over',
      payload: { purchase, today: dayAfter(purchase.event.event_date, 1) },
    },
  ],
  'form.submit': [
    { label: 'the filled-in application form', payload: { values: example('POST new-member-form').input } },
  ],
  'page.select': [2, 3, 6, 1].map((page) => ({ label: `page ${page}`, payload: { page } })),
  'plan.select': eventDetail.prices.map((plan) => ({
    label: `${plan.membership} plan${plan.can_view ? '' : ' (not offered to this buyer)'}`,
    payload: { planId: plan.id },
  })),
  'quantity.change': quantities.map((quantity) => ({
    label: quantity === '1' ? '1 ticket' : `${quantity} tickets`,
    payload: { quantity },
  })),
  'booking.open': ventures.map((pkg) => ({
    label: `Book Now on the ${pkg.group_info} package`,
    payload: { pkg },
  })),
  'coupon.submit': [
    { label: 'no coupon', payload: { form: { coupon: '' } } },
    { label: 'coupon LWL10 (10% off)', payload: { form: { coupon: 'LWL10' } } },
    { label: 'coupon FREE100 (free order)', payload: { form: { coupon: 'FREE100' } } },
  ],
  'details.submit': [
    { label: `the buyer's details (${buyerDetails.name})`, payload: { details: buyerDetails } },
    {
      label: `the buyer's details with coupon LWL10`,
      payload: { details: { ...buyerDetails, coupon: 'LWL10' } },
    },
  ],
  'payment.succeed': [
    {
      label: 'the provider reports the payment went through',
      payload: { confirmation: example('POST event-payment-callback').input },
    },
  ],
  'payment.fail': [
    {
      label: 'the provider reports the card was declined',
      payload: {
        failure: {
          error: {
            code: 'BAD_REQUEST_ERROR',
            description: 'Your card was declined.',
            reason: 'payment_failed',
          },
        },
      },
    },
  ],
  'events.receive': [
    { label: `${eventCards.length} upcoming events arrive`, payload: { events: eventCards } },
    { label: 'no upcoming events', payload: { events: [] } },
  ],
  'category.select': ['All', ...categories].map((category) => ({
    label: `the ${category} chip`,
    payload: { category },
  })),
  'gst.submit': [
    { label: 'the GST details filled in', payload: { values: parsedInput('POST update-gst-details') } },
  ],
  'invoice.download': example('GET account-invoices').response.data.map((invoice) => ({
    label: `Download ${invoice.number}`,
    payload: { slug: invoice.slug },
  })),
  'credentials.submit': [
    { label: `${login.input.email} with the right password`, payload: { credentials: login.input } },
    {
      label: `${login.input.email} with a wrong password`,
      payload: { credentials: { ...login.input, password: 'not-the-password' } },
    },
  ],
  'breakdown.update': [{ label: "the order's breakdown", payload: { breakdown: quote.response.breakdown } }],
  'coupon.reject': [
    { label: 'the order refused the coupon', payload: { message: commonMessages.invalidCoupon } },
  ],
  'item.change': [
    { label: 'an item chosen (event tickets)', payload: { item: quoteItem } },
    { label: 'nothing chosen', payload: { item: null } },
  ],
  'coupon.apply': [
    { label: 'coupon LWL10', payload: { coupon: 'LWL10' } },
    { label: 'coupon BADCODE (unknown)', payload: { coupon: 'BADCODE' } },
    { label: 'no coupon', payload: { coupon: '' } },
  ],
  'profile.receive': [
    {
      label: `the signed-in buyer's profile (${profileUser.first_name})`,
      payload: {
        profile: {
          first_name: profileUser.first_name,
          last_name: profileUser.last_name,
          email: profileUser.email,
          company_name: profileUser.company_name,
          designation: profileUser.designation,
          phone: profileUser.phone,
        },
      },
    },
  ],
  'draft.keep': [
    {
      label: 'the dialog closes with a name and company typed',
      payload: { draft: { name: buyerDetails.name, company_name: buyerDetails.company_name } },
    },
  ],
  'detail.open': [{ label: `open the ${offer.title} offer`, payload: { offerId: Number(offer.offer_id) } }],
  'email.submit': [
    {
      label: example('POST forgot-password').input.email,
      payload: { email: example('POST forgot-password').input.email },
    },
  ],
  'otp.submit': [
    {
      label: `the code ${example('POST verify-token').input.token}`,
      payload: { otp: example('POST verify-token').input.token },
    },
  ],
  'password.submit': [
    { label: 'a new password', payload: { password: example('POST reset-password').input.password } },
  ],
  'profile.submit': [
    {
      label: 'the personal details filled in',
      payload: { values: personalDetails },
    },
  ],
  'session.signIn': [
    {
      label: `${login.response.user.first_name} signs in (${login.response.membership})`,
      payload: {
        data: {
          token: login.response.token,
          membership: login.response.membership,
          user: { first_name: login.response.user.first_name },
          image: login.response.image,
        },
      },
    },
  ],
  'session.expire': [
    { label: 'a call answered 401: toast, then reload', payload: {} },
    { label: 'a call answered 401: alert (UAE enquiry)', payload: { notice: 'alert' } },
    { label: 'a call answered 401: no reload', payload: { reload: false } },
  ],
  'profile.update': [
    { label: 'the profile was saved with a new name', payload: { userName: 'Ananya', profileImage: null } },
  ],
  'pass.select': [
    ...VENTURE_PASS_TYPES.map((choice) => ({ label: VENTURE_PASS_LABELS[choice], payload: { choice } })),
    { label: 'the empty option', payload: { choice: '' as const } },
  ],
  'buy.open': [
    {
      label: `Buy Now on ${sponsorPackage.name}`,
      payload: { item: { id: sponsorPackage.id, name: sponsorPackage.name } },
    },
    {
      label: `Buy Now on ${sponsorPackage.name} where members only may buy`,
      payload: { item: { id: sponsorPackage.id, name: sponsorPackage.name }, requiresSignIn: true },
    },
  ],
  'enquiry.submit': [{ label: 'the enquiry filled in', payload: { values: parsedInput('POST uaeEnquiry') } }],
};

const membershipBuyer = parsedInput('POST membership-payment');
const globalBuyer = parsedInput('POST global-membership-payment');
const nonMemberPackageBuyer = parsedInput('POST non-member-package-payment');

/** Payloads that depend on the machine's context, or whose shape differs in that machine. */
const machineChoices: {
  citySwitch: MachineEventChoices<typeof citySwitchMachine>;
  eventBooking: MachineEventChoices<typeof eventBookingMachine>;
  membershipPurchase: MachineEventChoices<typeof membershipPurchaseMachine>;
  signUp: MachineEventChoices<typeof signUpMachine>;
  packagePurchase: MachineEventChoices<typeof packagePurchaseMachine>;
} = {
  citySwitch: {
    'city.select': (context) => context.cities.map((city) => ({ label: city, payload: { city } })),
  },
  // Book Now on the event page carries nothing (Venture Vault's carries its package).
  eventBooking: {
    'booking.open': () => [{ label: 'Book Now', payload: {} }],
  },
  membershipPurchase: {
    'city.select': (context) =>
      [...new Set(context.options.flatMap((option) => option.city ?? []))].map((city) => ({
        label: city,
        payload: { city },
      })),
    'duration.select': (context) =>
      context.options
        .filter((option) => context.city === null || option.city === context.city)
        .map((option) => ({ label: `${option.term} in ${option.city}`, payload: { priceId: option.id } })),
    'details.submit': () => {
      const { membership_price_id: _price, city: _city, ...details } = membershipBuyer;
      return [{ label: `the member's details (${details.first_name})`, payload: { details } }];
    },
  },
  signUp: {
    'duration.select': (context) =>
      context.options.map((option) => ({ label: option.term, payload: { priceId: option.id } })),
    'details.submit': () => {
      const { membership_price_id: _price, ...details } = globalBuyer;
      return [{ label: `the member's details (${details.first_name})`, payload: { details } }];
    },
  },
  packagePurchase: {
    'details.submit': () => {
      const { package_id: _id, ...details } = nonMemberPackageBuyer;
      return [{ label: `the sponsor's details (${details.name})`, payload: { details } }];
    },
  },
};

/** The ready payloads of an event in one machine, in its current context. */
export function choicesOfEvent(machine: AnyStateMachine, type: string, context: unknown): readonly Choice[] {
  const own = (
    machineChoices as Record<string, Record<string, ((context: unknown) => readonly Choice[]) | undefined>>
  )[machine.id]?.[type];
  if (own) return own(context);
  return (eventChoices as Record<string, readonly Choice[] | undefined>)[type] ?? [];
}
