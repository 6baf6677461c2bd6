/** Messages of the account area and the member dashboard, word for word (docs/product-rules.md, "Messages"). */
export const accountMessages = {
  noMembership: 'No Membership Exists',
  noEvents: 'No Events Exists',
  noMentors: 'No Mentors Exists',
  noPackages: 'No Package Exists',
  /** The confirm prompt before a refund request. */
  confirmProceed: 'Are you sure you want to proceed?',
  // Decisions (server answers of `delete-event` the specs do not word):
  refundRequested: 'Your refund request has been submitted.',
  refundNotAllowed: 'This purchase is not eligible for a refund.',
  /** The membership details' price row: what was paid, GST included (`paidPriceText`). */
  pricePaid: 'Price paid',
} as const;

/** The account's Events details in two lists (packages/machines, account-events), each order's ticket count. */
export const accountEventTexts = {
  upcoming: 'Upcoming',
  past: 'Past',
  noUpcoming: 'No upcoming events.',
  noPast: 'No past events.',
  tickets: 'Tickets',
} as const;

/**
 * The dashboard greeting 'Welcome {name}, to your member dashboard!'. Without a name (none stored, or
 * blank) the spec drops the name; we also drop the comma it would leave dangling.
 */
export function dashboardWelcome(name?: string | null): string {
  const trimmed = name?.trim();
  return trimmed ? `Welcome ${trimmed}, to your member dashboard!` : 'Welcome to your member dashboard!';
}
