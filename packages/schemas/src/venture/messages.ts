/** Messages of the Venture Vault booking, word for word (docs/product-rules.md, "Messages"). */
export const ventureMessages = {
  /** No pass type chosen yet. */
  planDurationRequired: 'Please select the Plan duration.',
  /** The empty option of the pass type select chosen. */
  dayTypeRequired: 'Please select the day type.',
  loadFailed: 'Something went wrong,Please try again',
  // Decisions (the specs give no message for these):
  invalidMemberType: 'Invalid member type.',
  invalidVentureId: 'Invalid venture id.',
  /** 400 of venture-payment once the edition's registration has closed (24 hours before it starts). */
  registrationClosed:
    'Registration for this Venture Vault edition has closed. It closes 24 hours before the event starts.',
  /** The page's notice when the edition it shows is closed. */
  registrationClosedNotice: 'Registration is closed.',
} as const;
