import { EXTERNAL_LINKS } from './external-links.ts';

/** A menu or card link: `to` is an app route, `href` an external page. */
export type NavLink = { label: string; to: string } | { label: string; href: string };

/** The header's links. */
export const HEADER_MEMBERSHIP_LINKS = [
  { label: 'Membership', to: '/membership' },
  { label: 'India Membership', to: '/india-membership' },
  { label: 'UAE Membership', to: '/uae-memberships' },
  { label: 'Global Membership', to: '/global-membership' },
  { label: 'Limited Access Pass', to: '/lap-membership' },
  { label: 'Corporate', href: EXTERNAL_LINKS.corporate },
  { label: 'Community', href: EXTERNAL_LINKS.community },
  { label: 'Refer', href: EXTERNAL_LINKS.refer },
] as const satisfies readonly NavLink[];

/** '/mentors/' keeps the trailing slash the spec shows. */
export const HEADER_BENEFITS_LINKS = [
  { label: 'Events', to: '/upcoming-events' },
  { label: 'Mentors', to: '/mentors/' },
  { label: 'LWL Privileges', to: '/lwl-privileges' },
  { label: 'Videos', to: '/video' },
  { label: 'Magazine', href: EXTERNAL_LINKS.magazine },
] as const satisfies readonly NavLink[];

/** Events at the header's first level too (Benefits keeps its link), found without opening a menu. */
export const HEADER_EVENTS_LINK = { label: 'Events', to: '/upcoming-events' } as const;
export const HEADER_ENTERPRISE_LINK = { label: 'Enterprise', to: '/enterprise-packages' } as const;
export const HEADER_ACCOUNT_LINK = { label: 'Account', to: '/' } as const;
export const HEADER_LOGIN_LINK = { label: 'Login', to: '/login' } as const;

/** Where a guest's tickets are found again: /ticket's 'Send my links again' form, by its anchor. */
export const FIND_TICKETS_ANCHOR = 'find-tickets';
/** 'Find my tickets': the header's account area (guests), the footer, the login page, every event page. */
export const FIND_TICKETS_LINK = { label: 'Find my tickets', to: `/ticket#${FIND_TICKETS_ANCHOR}` } as const;
/** The line before the link on the login page and the event pages. */
export const FIND_TICKETS_PROMPT = 'Bought a ticket without an account?';

/** Footer; Logout clears local storage and goes to /login. */
export const FOOTER_LINKS = [
  { label: 'Past Events', to: '/past-events' },
  { label: 'Membership', to: '/membership' },
  { label: 'Profile', to: '/profile' },
] as const satisfies readonly NavLink[];
export const LOGOUT_LABEL = 'Logout';

/** Where the header's search box goes on Enter. */
export function globalSearchPath(term: string): string {
  return `/globalSearch?search=${encodeURIComponent(term)}`;
}

/** Member dashboard (account page at /): cards, then external links. */
export const DASHBOARD_CARDS = [
  { label: 'Upcoming Events', to: '/upcoming-events' },
  { label: 'Mentors', to: '/mentors' },
  { label: 'Packages', to: '/packages' },
  { label: 'LWL Privileges', to: '/lwl-privileges' },
  { label: 'All Members', to: '/all-members' },
  { label: 'Profile', to: '/profile' },
] as const satisfies readonly NavLink[];

export const DASHBOARD_EXTERNAL_LINKS = [
  { label: 'Content Library', href: EXTERNAL_LINKS.contentLibrary },
  { label: 'Learning Drive', href: EXTERNAL_LINKS.learningDrive },
  { label: 'Resources and Endorsements Drive', href: EXTERNAL_LINKS.resourcesDrive },
  { label: 'Member Rulebook', href: EXTERNAL_LINKS.memberRulebook },
] as const satisfies readonly NavLink[];

/** App routes the flows send the user to. */
export const ROUTES = {
  home: '/',
  login: '/login',
  profile: '/profile',
  thankYou: '/thank-you',
  ventureThankYou: '/venturethank-you',
  ticket: '/ticket',
} as const;
