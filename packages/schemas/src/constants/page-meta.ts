/**
 * Every route's document title and meta description, keyed by the route table's path. Event and
 * mentor pages put the record's name in front once it has loaded (`recordTitle`); until then they
 * show their entry's title. The /india page's title is the one the membership spec gives it.
 */
export interface PageMeta {
  readonly title: string;
  readonly description: string;
}

export const SITE_NAME = 'LWL';
export const TITLE_SEPARATOR = ' · ';

/** 'Women in Leadership Summit' → 'Women in Leadership Summit · LWL'. */
export function recordTitle(name: string): string {
  return `${name.trim()}${TITLE_SEPARATOR}${SITE_NAME}`;
}

/** The search page's heading and title name for a term: 'Results for “mentor”'. */
export function searchResultsName(term: string): string {
  return `Results for “${term.trim()}”`;
}

const page = (name: string, description: string): PageMeta => ({ title: recordTitle(name), description });

export const PAGE_META = {
  '/': page(
    'Member dashboard',
    'Your LWL membership, your next event and everything your membership includes.',
  ),
  '/login': page('Login', 'Sign in to your LWL account.'),
  '/forgot-password': page('Forgot password', 'Reset the password of your LWL account with a one-time code.'),
  '/reset-password': page('Reset password', 'Choose a new password for your LWL account.'),
  '/update-password': page('Update your password', 'Change the password of your LWL account.'),
  '/profile': page(
    'My Profile',
    'Your LWL account: membership, events, mentor sessions, details and packages.',
  ),
  '/invoices': page('Invoices', 'Download the invoices of your LWL purchases.'),
  '/upcoming-events': page('Upcoming events', 'Summits, workshops and meet-ups for women leaders, by city.'),
  '/event/:id': page('Event', 'An LWL event: date, venue, tickets and what to expect.'),
  '/past-events': page('Past events', 'LWL events that have already taken place.'),
  '/thank-you': page('Thank you', 'Your LWL purchase is confirmed.'),
  '/venturethank-you': page('Thank you · Venture Vault', 'Your Venture Vault pass is confirmed.'),
  '/venture-vault': page(
    'Venture Vault',
    'Venture Vault: two days of founders, investors and 20+ speakers in Mumbai.',
  ),
  '/ticket': page('Tickets', 'Your tickets for upcoming LWL events.'),
  '/loader': page('Loading', 'LWL is loading.'),
  '/mentors': page('Mentors', 'Book a one-to-one session with an LWL mentor.'),
  '/mentors-details/:id': page('Mentor', 'An LWL mentor: background, areas of interest and session booking.'),
  '/video': page('Videos', 'Talks, panels and masterclasses from LWL events.'),
  '/globalSearch': page('Search', 'Search LWL events, mentors and members.'),
  '/packages': page('Packages', 'Sponsorship and partnership packages at LWL events.'),
  '/enterprise-packages': page(
    'Enterprise packages',
    'Leadership programmes and memberships for organisations.',
  ),
  '/all-members': page('All members', 'The LWL member directory.'),
  '/membership': page('Membership', 'LWL membership plans for India, the UAE and members worldwide.'),
  '/india-membership': page(
    'India Membership',
    'Titan, Maverick and the Limited Access Pass: LWL membership in India.',
  ),
  '/india': {
    title: 'India Membership – Exclusive Benefits for Women Leaders',
    description: 'Titan and Maverick membership in India, compared side by side.',
  },
  '/titan-membership': page('Titan Membership', 'Titan: LWL membership for established leaders.'),
  '/maverick-membership': page('Maverick Membership', 'Maverick: LWL membership for rising leaders.'),
  '/lap-membership': page('Limited Access Pass', 'The Limited Access Pass: a taste of LWL membership.'),
  '/global-membership': page(
    'Global Membership',
    'LWL Global Access membership for women leaders worldwide.',
  ),
  '/global-new': page('Global Membership', 'LWL Global Access membership for women leaders worldwide.'),
  '/uae-memberships': page('UAE Membership', 'LWL membership in the United Arab Emirates.'),
  '/uae': page('UAE Membership', 'LWL membership in the United Arab Emirates.'),
  '/global-access-membership': page('Join Global Access', 'Apply for LWL Global Access membership.'),
  '/uae-membership': page('Join UAE Membership', 'Apply for LWL membership in the UAE.'),
  '/member-details/:slug': page('Membership details', 'Your details and payment for an LWL membership.'),
  '/lwl-privileges': page('LWL Privileges', 'Partner offers and privileges for LWL members.'),
  '/new-member-form': page('New member form', 'Tell us about yourself to complete your LWL membership.'),
} as const satisfies Record<string, PageMeta>;

export type PageMetaPath = keyof typeof PAGE_META;

/** Shown for a path outside the table (e.g. while an unknown path is sent on to /login). */
export const DEFAULT_PAGE_META: PageMeta = {
  title: 'LWL — Leading Ladies Network',
  description:
    'LWL — the community of women professionals and leaders: membership, events, mentors and more.',
};
