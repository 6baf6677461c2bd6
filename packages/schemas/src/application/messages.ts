import { commonMessages } from '../common/messages.ts';

/** Messages of the new-member application form. */
export const applicationMessages = {
  success: commonMessages.informationSubmitted,
  noToken: commonMessages.sessionExpiredApplication,
  expired: commonMessages.sessionExpiredShort,
  failed: commonMessages.somethingWrongTryAgainLower,
  // Decision: the spec has browser-level `required` on the full name, with no wording.
  nameRequired: 'Full Name is required',
  /** A multiple-choice answer with more choices than any list offers (a decision). */
  tooManyChoices: 'Please choose at most 50 options.',
} as const;
