import type { Operation } from '@lwl/schemas';

/**
 * The document's global tags, one per area of the site. Auth comes first: tools that run a collection
 * in the document's order (Postman, Newman) then sign in before the calls that need a token.
 */
export const TAGS = {
  Auth: 'Sign-in, and the forgotten-password steps (OTP by e-mail, then a new password).',
  Events:
    'Event listings, details, past events and ticket purchases (guest and member), and the price quote of any purchase.',
  Venture: 'The Venture programme: its editions and their day passes.',
  Mentors: 'Mentor profiles, paid sessions and free sessions.',
  Videos: 'The video library (members) and the free default videos.',
  Packages: 'Sponsor and enterprise packages and their purchase.',
  Search: 'Global search across events, mentors, videos and (for members) members.',
  Profile: "The signed-in member's profile, personal details and GST details.",
  Account: 'The account area: membership, purchases, event refunds and GST invoices.',
  Orders:
    "A buyer's links after a purchase, signed in or not: the receipt and tickets of an order for its key, its invoice, and the links sent again by e-mail.",
  Directory: 'The member directory (members only).',
  Membership: 'Membership tiers, their prices and the membership purchase.',
  Enquiry: 'Enquiries about the UAE membership.',
  Privileges: 'Partner privileges: offer categories and offer details (members only).',
  Application: 'The new-member application form.',
  'Sign-out':
    'Ending a session: the token is revoked. Listed last, so a collection run in order signs out after every other call.',
} as const;

export type Tag = keyof typeof TAGS;

/** The tag of each operation of the table. */
export const operationTags: Record<Operation, Tag> = {
  'GET events': 'Events',
  'GET events/{slug}': 'Events',
  'POST event-payment': 'Events',
  'POST user-event-payment': 'Events',
  'POST event-payment-callback': 'Events',
  'GET past-events': 'Events',
  'GET ventures': 'Venture',
  'POST venture-payment': 'Venture',
  'POST venture-payment-callback': 'Venture',
  'GET mentors': 'Mentors',
  'GET mentors/{id}': 'Mentors',
  'POST mentor-appointment-payment': 'Mentors',
  'POST mentor-payment-callback': 'Mentors',
  'POST mentor-free-sesssion-appointment': 'Mentors',
  'GET videos': 'Videos',
  'GET default-videos': 'Videos',
  'GET packages': 'Packages',
  'GET non-member-packages': 'Packages',
  'GET enterprise-packages': 'Packages',
  'POST package-payment': 'Packages',
  'POST non-member-package-payment': 'Packages',
  'POST package-payment-callback': 'Packages',
  'GET global-search': 'Search',
  'POST login': 'Auth',
  'POST logout': 'Sign-out',
  'POST forgot-password': 'Auth',
  'POST verify-token': 'Auth',
  'POST reset-password': 'Auth',
  'GET user': 'Profile',
  'POST update-personal-details': 'Profile',
  'POST update-gst-details': 'Profile',
  'GET account-membership': 'Account',
  'GET account-events': 'Account',
  'GET account-invoices': 'Account',
  'POST order-quote': 'Events',
  'GET account-invoices/{number}': 'Account',
  'GET account-mentors': 'Account',
  'GET account-packages': 'Account',
  'POST delete-event': 'Account',
  'GET orders/{order_id}': 'Orders',
  'GET orders/{order_id}/invoice': 'Orders',
  'POST resend-order-links': 'Orders',
  'GET attendee-tickets/{ticket}': 'Orders',
  'POST order-holders': 'Orders',
  'GET all-members': 'Directory',
  'GET membership/{slug}': 'Membership',
  'POST membership-payment': 'Membership',
  'POST global-membership-payment': 'Membership',
  'POST membership-payment-callback': 'Membership',
  'POST uaeEnquiry': 'Enquiry',
  'GET partner-offers': 'Privileges',
  'GET partner-offer-detail/{offer_id}': 'Privileges',
  'POST new-member-form': 'Application',
};
