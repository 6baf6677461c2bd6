/** What most purchases pass to their checkout (internal; each purchase's `*_CHECKOUT` builds on it). */
import { commonMessages, ROUTES, TIMING_MS } from '@lwl/schemas';
import type { CheckoutInput, CheckoutMessages } from './checkout-machine.ts';

/** /thank-you after the 1 s success redirect. */
export const THANK_YOU_REDIRECT: CheckoutInput<unknown>['redirect'] = {
  to: ROUTES.thankYou,
  delayMs: TIMING_MS.redirectAfterSuccess,
};

/** 'Something went wrong, Please try again later.' when a step fails without a server message. */
export const TRY_LATER_MESSAGES: CheckoutMessages = {
  orderFailed: commonMessages.somethingWrongTryLater,
  confirmFailed: commonMessages.somethingWrongTryLater,
  scriptFailed: commonMessages.somethingWrongTryLater,
};
