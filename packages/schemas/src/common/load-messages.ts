/**
 * What a page says when its data could not be loaded: the first line of its 'Try again' alert. Our
 * wording (docs/product-rules.md "Loading, empty, failed"): the specs' catalogue only has the generic
 * 'Something went wrong…' lines, which a page shows under it.
 */
export const loadFailedMessages = {
  /** A page whose code failed to download or to render (the app's route error). */
  page: 'The page could not be shown. Please try again.',
  event: 'This event could not be loaded.',
  upcomingEvents: 'The upcoming events could not be loaded.',
  pastEvents: 'The past events could not be loaded.',
  mentors: 'The mentors could not be loaded.',
  mentor: "This mentor's profile could not be loaded.",
  videos: 'The video library could not be loaded.',
  packages: 'The packages could not be loaded.',
  privileges: 'The privileges could not be loaded.',
  search: 'The search results could not be loaded.',
  ventures: 'The Venture Vault passes could not be loaded.',
  tickets: 'Your tickets could not be loaded.',
  membership: 'Your membership could not be loaded.',
  nextEvent: 'Your next event could not be loaded.',
  accountDetails: 'Your account details could not be loaded.',
  accountEvents: 'Your event bookings could not be loaded.',
  accountMentors: 'Your mentor sessions could not be loaded.',
  accountPackages: 'Your package purchases could not be loaded.',
} as const;

/** The button that asks again for what failed: a page, its data, a payment's call, a receipt. */
export const TRY_AGAIN = 'Try again';

/** A page of the member directory that could not be loaded (the last page shown stays under it). */
export const directoryPageFailed = (page: number): string =>
  `Page ${page} of the directory could not be loaded.`;

/** The shell's quiet note while the browser is offline (role="status"). */
export const connectivityMessages = {
  offline: "You're offline. Pages that could not load will try again when the connection is back.",
} as const;
