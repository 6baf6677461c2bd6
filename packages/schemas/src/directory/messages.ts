/** Largest `limit` the server serves in one page (the web always asks for `MEMBERS_PAGE_SIZE`). */
export const MEMBERS_MAX_LIMIT = 100;

/** Decisions: answers to a malformed query (the web never sends one). */
export const directoryMessages = {
  invalidStart: 'start must be a whole number of 0 or more.',
  invalidLimit: `limit must be a whole number from 1 to ${MEMBERS_MAX_LIMIT}.`,
} as const;
