/**
 * What an invoked actor may answer, by its `src`: for a call of the API, the endpoint it calls (as the
 * web's `.provide()` wires it), whose example answer is the success and whose documented error
 * statuses (and no answer at all) are the failures; for anything else (a yes/no prompt, the payment
 * provider's script, a finished checkout), its plain outcomes. The type checker holds each answer to
 * the actor's output type (machine-types.ts), the endpoint's answer to its response schema.
 */

import type { CheckoutOutcome } from '@lwl/machines';
import {
  accountMessages,
  authMessages,
  commonMessages,
  type EndpointExample,
  type Endpoints,
  endpoints,
  eventMessages,
  membershipMessages,
  type Operation,
  profileMessages,
  ventureMessages,
} from '@lwl/schemas';
import { documentedStatuses } from '@lwl/schemas/drift';
import { type FailureSpec, failurePayload } from './answers.ts';
import { example } from './examples.ts';
import type { ActorSrc, Choice, OutputOf } from './machine-types.ts';

interface CallAnswers<O> {
  /** The endpoint the app calls: its documented failures are offered. */
  operation?: Operation;
  answers: readonly Choice<O>[];
  /** Failures of an actor that is not a call of the API. */
  failures?: readonly Choice[];
}

type Response<K extends Operation> = EndpointExample<Endpoints[K]>['response'];

const quoted = (response: unknown): string => {
  const message =
    typeof response === 'object' && response !== null && 'message' in response ? response.message : undefined;
  return typeof message === 'string'
    ? `the server answers “${message}”`
    : 'the server answers with the example data';
};

/** A call of the API: the example answer, mapped as the app's actor maps it (`answer.data`...). */
function call<K extends Operation, O>(
  operation: K,
  toOutput: (response: Response<K>) => O,
  more: readonly Choice<O>[] = [],
): CallAnswers<O> {
  const response = example(operation).response as Response<K>;
  return { operation, answers: [{ label: quoted(response), payload: toOutput(response) }, ...more] };
}

const same = <T>(response: T): T => response;
const dataOf = <T>(response: { data: T }): T => response.data;

const failed = (label: string, message: string): Choice => ({ label, payload: { message } });

const OUTCOMES: Record<CheckoutOutcome, string> = {
  completed: 'paid: the buyer goes on to the thank-you page',
  alreadyPaid: 'already paid (a free order that only closes the dialog)',
  rejected: 'refused by the server (e.g. a wrong coupon)',
  failed: 'the payment failed',
  dismissed: 'the buyer closed the payment window',
  expired: 'the session expired',
};

const checkoutOutcomes = (Object.keys(OUTCOMES) as CheckoutOutcome[]).map((outcome) => ({
  label: `the checkout ends: ${OUTCOMES[outcome]}`,
  payload:
    outcome === 'rejected'
      ? { outcome, couponError: commonMessages.invalidCoupon }
      : ({ outcome } as { outcome: CheckoutOutcome; couponError?: string }),
}));

const freeOrder = example('POST user-event-payment').response;

const calls: { [S in ActorSrc]?: CallAnswers<OutputOf<S>> } = {
  requestRefund: call('POST delete-event', same),
  // The shared checkout: every purchase creates its order with its own call; the event's stands for all.
  createOrder: call('POST event-payment', same, [
    { label: `a free order: “${freeOrder.message}” (paid, no payment window)`, payload: freeOrder },
  ]),
  loadProviderScript: {
    answers: [{ label: "the payment provider's script loads", payload: undefined }],
    failures: [failed("the payment provider's script does not load", 'Failed to load the checkout script.')],
  },
  confirmPayment: call('POST event-payment-callback', same),
  checkout: { answers: checkoutOutcomes },
  prepareCheckout: {
    answers: [{ label: 'the checkout is ready', payload: undefined }],
    failures: [failed('the checkout could not be prepared', 'Failed to load the checkout script.')],
  },
  loadOptions: call('GET membership/{slug}', same),
  bookFreeSession: call('POST mentor-free-sesssion-appointment', same),
  logIn: call('POST login', same),
  requestOtp: call('POST forgot-password', same),
  verifyOtp: call('POST verify-token', same),
  resetPassword: call('POST reset-password', same),
  updateProfile: call('POST update-personal-details', same),
  updateGstDetails: call('POST update-gst-details', same),
  submitApplication: call('POST new-member-form', same),
  submitEnquiry: call('POST uaeEnquiry', same),
  loadMembersPage: call('GET all-members', same),
  loadQuote: call('POST order-quote', same),
  loadOffers: call('GET partner-offers', dataOf),
  loadOfferDetail: call('GET partner-offer-detail/{offer_id}', dataOf),
  loadInvoices: call('GET account-invoices', dataOf, [{ label: 'no invoices yet', payload: [] }]),
  loadInvoice: call('GET account-invoices/{number}', dataOf),
  makePdf: {
    answers: [
      {
        label: 'the PDF is made',
        payload: { fileName: 'INV-2627-000042.pdf', bytes: new Uint8Array([37, 80, 68, 70]) },
      },
    ],
    failures: [failed('the PDF could not be made', 'Could not render the invoice.')],
  },
  // The generic loader of read-only pages: past events stand for any list.
  load: call('GET past-events', same, [{ label: 'an empty list', payload: [] }]),
  revokeToken: call('POST logout', same),
};

/** The 400 messages a call's server gives besides the generic one (the contract's refusals). */
const refusals: Partial<Record<Operation, readonly string[]>> = {
  'POST event-payment': [commonMessages.invalidCoupon, eventMessages.eventClosed],
  'POST user-event-payment': [commonMessages.invalidCoupon, eventMessages.eventClosed],
  'POST venture-payment': [commonMessages.invalidCoupon, ventureMessages.registrationClosed],
  'POST mentor-appointment-payment': [commonMessages.invalidCoupon],
  'POST package-payment': [commonMessages.invalidCoupon],
  'POST non-member-package-payment': [commonMessages.invalidCoupon],
  'POST order-quote': [commonMessages.invalidCoupon],
  'POST membership-payment': [membershipMessages.emailTaken, membershipMessages.durationRequired],
  'POST global-membership-payment': [membershipMessages.emailTaken, membershipMessages.durationRequired],
  'POST event-payment-callback': [commonMessages.paymentVerificationFailed],
  'POST delete-event': [accountMessages.refundNotAllowed],
  'POST login': [authMessages.invalidCredentials],
  'POST forgot-password': [authMessages.unknownEmail],
  'POST verify-token': [authMessages.otpInvalid, authMessages.otpExpired],
  'POST reset-password': [authMessages.otpExpired],
  'POST update-personal-details': [profileMessages.emailTaken],
};

/** The message a documented status carries when the call has no message of its own for it. */
const STATUS_MESSAGES: Record<number, string> = {
  400: commonMessages.somethingWrongTryAgain,
  401: commonMessages.sessionExpired,
  403: commonMessages.membersOnly,
  404: commonMessages.recordNotFound,
  413: commonMessages.tooLarge,
  429: commonMessages.tooManyRequests,
  500: commonMessages.unexpected,
};

function failuresOf(operation: Operation): Choice[] {
  const statusChoice = (status: number, message: string): Choice => {
    const spec: FailureSpec = { operation, status, message };
    return { label: `the server answers ${status}: ${message}`, payload: failurePayload(spec) };
  };
  const byStatus = documentedStatuses(endpoints[operation]).flatMap((status) =>
    status === 400
      ? [...(refusals[operation] ?? []), STATUS_MESSAGES[400] ?? ''].map((message) =>
          statusChoice(400, message),
        )
      : [statusChoice(status, STATUS_MESSAGES[status] ?? commonMessages.unexpected)],
  );
  return [
    ...byStatus,
    { label: 'no answer (offline, or the server is down)', payload: failurePayload({ operation }) },
  ];
}

const lookup = (src: string): CallAnswers<unknown> | undefined =>
  (calls as Record<string, CallAnswers<unknown> | undefined>)[src];

/** The answers a reviewer may give an invoked actor: its successes ("done") or its failures ("error"). */
export function choicesOfCall(src: string, kind: 'done' | 'error'): readonly Choice[] {
  const answers = lookup(src);
  if (kind === 'done') return answers?.answers ?? [];
  if (answers?.operation) return failuresOf(answers.operation);
  return answers?.failures ?? [failed(`${src} fails`, `${src} failed.`)];
}
