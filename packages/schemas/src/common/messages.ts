/**
 * Messages shared by several areas, word for word
 * (docs/product-rules.md, "Messages"). Area-specific messages live beside their area's schemas.
 * Some strings differ from their neighbours only by spacing or case (e.g. 'Something went
 * wrong,Please try again.'): the product has them so, and so do we.
 */
import { groupDigits } from './digits.ts';

export const commonMessages = {
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  recordNotFound: 'Record not found. Please try again later.',
  sessionExpired: 'Your session has expired. Please log in again to continue.',
  sessionExpiredShort: 'Your session expired. Please log in again.',
  sessionExpiredApplication: 'Your session has expired. Please log in again.',
  signInRequired: 'You need to sign in to access this page. Please log in to continue.',
  somethingWrongTryLater: 'Something went wrong, Please try again later.',
  somethingWrongTryAgain: 'Something went wrong, Please try again.',
  somethingWrongTryAgainLower: 'Something went wrong, please try again.',
  somethingWrongNoSpace: 'Something went wrong,Please try again.',
  somethingWrongNoSpaceNoStop: 'Something went wrong,Please try again',
  somethingWrong: 'Something went wrong',
  somethingWrongStop: 'Something went wrong.',
  somethingWrongBang: 'Something went wrong!',
  oops: 'Oops! Something went wrong. Please try again.',
  informationUpdated: 'Information updated successfully.',
  informationSubmitted: 'Information submitted successfully.',
  paymentFailedPrefix: 'Payment Failed! ',
  fileTooLarge: 'File size must be less than 2MB',
  fileUnsupported: 'Unsupported file format',
  // Decisions of docs/decisions/0002 (not in the specs' catalogues):
  invalidCoupon: 'Invalid coupon code.',
  paymentVerificationFailed: 'Payment verification failed.',
  paymentCancelled: 'Payment cancelled. You have not been charged.',
  forbiddenKey: 'Invalid or missing dynamic key.',
  membersOnly: 'This is available to members only.',
  tooLarge: 'Request body is too large.',
  malformedJson: 'Malformed JSON body.',
  unexpected: 'Something went wrong, Please try again later.',
  /** 429 of a call that is throttled (documented status of login and forgot-password). */
  tooManyRequests: 'Too many requests. Please wait a few minutes and try again.',
  /** An Indian pincode (profile, membership purchase, GST address). */
  pincodeInvalid: 'Pincode must be 6 digits',
  /** A postal code abroad (the Global and UAE sign-up). */
  postalCodeInvalid: 'Please enter a postal code of 3 to 10 letters or digits.',
} as const;

/** A text field over its maximum length (`TEXT_MAX`). */
export const textTooLong = (max: number): string =>
  `Please use at most ${groupDigits(String(max), 'western')} characters.`;

/** Said beside a field with a length limit, before anything is typed. */
export const maxLengthHint = (max: number): string =>
  `Up to ${groupDigits(String(max), 'western')} characters`;
