/**
 * Server answers the specs do not word and `@lwl/schemas` does not (yet) hold. Decisions of the mock;
 * candidates to move into the schemas package.
 */
export const mockAnswers = {
  emailTaken: 'An account with this email already exists. Please log in to continue.',
  profileEmailTaken: 'This email address is already used by another account.',
  eventClosed: 'This event is no longer open for booking.',
  freeSessionBooked: 'Your free session has been booked. The mentor will contact you shortly.',
} as const;
