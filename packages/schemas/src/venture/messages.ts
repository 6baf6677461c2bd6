/** Messages of the Venture Vault booking, word for word from platform.md §5 and §8. */
export const ventureMessages = {
  /** No pass type chosen yet. */
  planDurationRequired: 'Please select the Plan duration.',
  /** The empty option of the pass type select chosen. */
  dayTypeRequired: 'Please select the day type.',
  loadFailed: 'Something went wrong,Please try again',
  // Decisions (the specs give no message for these):
  invalidMemberType: 'Invalid member type.',
  invalidVentureId: 'Invalid venture id.',
} as const;
