/** The routes of the events list pages; an event's own page: `eventPath` of @lwl/schemas. */
export const UPCOMING_EVENTS_PATH = '/upcoming-events';
