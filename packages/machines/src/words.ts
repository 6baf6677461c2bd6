/**
 * Every machine's guards and named actions in words, by machine id (see shared/words.ts): the Flow
 * Studio shows them first, the export writes them beside the code names, and test/readable.test.ts
 * fails on one without words. The purchases' checkout instances (`eventCheckout`...) share the checkout's.
 */

import { applicationStepperWords } from './application-stepper/application-stepper-words.ts';
import { checkoutWords } from './checkout/checkout-words.ts';
import { itemPurchaseWords } from './checkout/item-purchase-words.ts';
import { citySwitchWords } from './city-switch/city-switch-words.ts';
import { connectivityWords } from './connectivity/connectivity-words.ts';
import { countdownWords } from './countdown/countdown-words.ts';
import { directoryPagingWords } from './directory-paging/directory-paging-words.ts';
import { eventBookingWords } from './event-booking/event-booking-words.ts';
import { eventsListWords } from './events-list/events-list-words.ts';
import { gstDetailsWords } from './gst-details/gst-details-words.ts';
import { invoicesWords } from './invoices/invoices-words.ts';
import { loginWords } from './login/login-words.ts';
import { membershipPurchaseWords } from './membership-purchase/membership-purchase-words.ts';
import { mentorBookingWords } from './mentor-booking/mentor-booking-words.ts';
import { holderNameWords } from './order-link/holder-name-words.ts';
import { orderLinkWords } from './order-link/order-link-words.ts';
import { orderSummaryWords } from './order-summary/order-summary-words.ts';
import { partnerOfferWords } from './partner-offer/partner-offer-words.ts';
import { passwordResetWords } from './password-reset/password-reset-words.ts';
import { profileEditWords } from './profile-edit/profile-edit-words.ts';
import { refundWords } from './refund/refund-words.ts';
import { resourceWords } from './resource/resource-words.ts';
import { sessionWords } from './session/session-words.ts';
import { commonWords, type MachineWords } from './shared/words.ts';
import { signUpWords } from './sign-up/sign-up-words.ts';
import { uaeEnquiryWords } from './uae-enquiry/uae-enquiry-words.ts';
import { ventureBookingWords } from './venture-booking/venture-booking-words.ts';

const byId: Readonly<Record<string, MachineWords>> = {
  applicationStepper: applicationStepperWords,
  checkout: checkoutWords,
  citySwitch: citySwitchWords,
  connectivity: connectivityWords,
  countdown: countdownWords,
  directoryPaging: directoryPagingWords,
  eventBooking: eventBookingWords,
  eventsList: eventsListWords,
  gstDetails: gstDetailsWords,
  holderName: holderNameWords,
  invoices: invoicesWords,
  login: loginWords,
  membershipPurchase: membershipPurchaseWords,
  mentorBooking: mentorBookingWords,
  orderInvoice: orderLinkWords,
  orderLink: orderLinkWords,
  orderSummary: orderSummaryWords,
  packagePurchase: itemPurchaseWords,
  partnerOffer: partnerOfferWords,
  passwordReset: passwordResetWords,
  profileEdit: profileEditWords,
  refund: refundWords,
  resendLinks: orderLinkWords,
  resource: resourceWords,
  session: sessionWords,
  signUp: signUpWords,
  uaeEnquiry: uaeEnquiryWords,
  ventureBooking: ventureBookingWords,
};

export function wordsOf(machineId: string): MachineWords {
  const own = byId[machineId] ?? (machineId.endsWith('Checkout') ? byId.checkout : undefined);
  return {
    guards: { ...commonWords.guards, ...own?.guards },
    actions: { ...commonWords.actions, ...own?.actions },
    messages: { ...own?.messages },
  };
}
