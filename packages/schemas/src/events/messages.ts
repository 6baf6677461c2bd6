/** Messages of the events pages and their payment calls, word for word (docs/product-rules.md, "Messages"). */
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
  /** 400 of the event payment calls for an event that has started or ended (sales close at its start). */
  eventClosed: 'This event is no longer open for booking.',
  /** The event page of an event that has started or ended, in place of the booking panel. */
  bookingClosedNotice: 'Booking is closed: this event has already started or taken place.',
  /** Beside a disabled Book Now while the quantity is 0. */
  chooseTickets: 'Choose how many tickets',
  /** A guest's link on member-only price rows, to /login and back to the event. */
  signInForMemberPrice: 'Sign in for member price',
} as const;
