/** Messages of the events pages and their payment calls, word for word from platform.md §2 and §8. */
export const eventMessages = {
  noPlanSelected: 'No Event selected yet, Please select the Event First',
  noUpcomingEvent: 'No Upcoming event',
  noRelatedEvents: 'No related events found.',
  paymentCallFailed: 'Some thing went wrong',
  confirmationFailed: 'Some thing went wrong, Please try again.',
  // Decisions (the specs give no message for these):
  quantityRange: 'Quantity must be between 1 and 5.',
  quantityNotChosen: 'Please select the quantity.',
  invalidEventId: 'Invalid event id.',
  slugRequired: 'Event slug is required.',
  /** 400 of the event payment calls for an event that has already taken place. */
  eventClosed: 'This event is no longer open for booking.',
} as const;
