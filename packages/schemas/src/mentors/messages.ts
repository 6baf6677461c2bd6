/** Messages of the mentor pages and booking calls, word for word (docs/product-rules.md, "Messages"). */
export const mentorMessages = {
  /** 403 of the booking calls for a guest on a members-only mentor; also the page's refusal. */
  membersOnly:
    'The mentorship program is exclusively available to members. Please sign in to access this page and continue',
  forMembersOnly: 'For Members Only',
  listFailed: 'Something went wrong,Please try again',
  // Decisions (the specs give no message for these):
  invalidMentorId: 'Invalid mentor id.',
  slugRequired: 'Mentor slug is required.',
  /** Server answer of mentor-free-sesssion-appointment. */
  freeSessionBooked: 'Your free session has been booked. We have e-mailed you how it is arranged.',
} as const;
