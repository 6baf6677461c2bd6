import type { DASHBOARD_CARDS } from '@lwl/schemas';

/** One line under each dashboard card's title (presentation copy, not in the specs). */
export const CARD_BLURBS: Record<(typeof DASHBOARD_CARDS)[number]['to'], string> = {
  '/upcoming-events': 'Book your seat at the next gatherings.',
  '/mentors': 'One-to-one sessions with seasoned leaders.',
  '/packages': 'Put your brand in front of the community.',
  '/lwl-privileges': 'Offers from our partner brands.',
  '/all-members': 'Find and connect with fellow members.',
  '/profile': 'Your details, purchases and membership.',
};
