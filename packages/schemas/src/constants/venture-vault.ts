/**
 * Facts of the Venture Vault event page. The page takes an edition's dates,
 * venue and countdown target from `GET ventures` (its `edition`); the dates here are the specs' own
 * edition, which the mock's seed keeps as the past one. The countdown target is 4 April 2025 09:00; the
 * specs give no zone, and the event is in Mumbai, so we read it as India Standard Time (+05:30).
 */
export const VENTURE_VAULT = {
  title: 'Venture Vault',
  city: 'Mumbai',
  /** The specs say only "a hotel in Mumbai". */
  venue: 'A hotel in Mumbai',
  timezone: 'IST',
  /** Doors on each day, local time (the countdown target's hour; the specs give no closing time). */
  doorsOpen: '09:00',
  doorsClose: '18:00',
  dates: ['2025-04-04', '2025-04-05'],
  datesLabel: '4 and 5 April 2025',
  countdownTarget: '2025-04-04T09:00:00+05:30',
  hoursOfContent: '20+',
  speakers: '20+',
  days: 2,
  /** On mobile the speaker grid shows this many before Show More. */
  mobileSpeakersShown: 6,
  scheduleDays: ['Day 1', 'Day 2'],
  defaultScheduleDay: 'Day 1',
} as const;

/** The specs' countdown target as an instant (the seed's past edition starts then). */
export const VENTURE_VAULT_COUNTDOWN_TARGET = new Date(VENTURE_VAULT.countdownTarget);

/** Registration closes this long before an edition starts (docs/product-rules.md, "Venture Vault"). */
export const VENTURE_REGISTRATION_CLOSES_HOURS_BEFORE = 24;

/** The terms and facts the page lists, as sentences. */
export const VENTURE_VAULT_FACTS = [
  'Tickets are non-refundable and non-transferable.',
  'The event is in person only.',
  'A certificate is given to those who attend both days.',
  'Registration is open up to 24 hours before the event.',
  'Early bird tickets are sold out.',
  'The schedule is subject to change.',
] as const;

export const EARLY_BIRD_SOLD_OUT_LABEL = 'Sold Out';

/** Ticket categories of the hidden ticket-type section. */
export const VENTURE_VAULT_TICKET_CATEGORIES = [
  { name: 'Members', details: '3 days access, up to 5 people' },
  { name: 'Non-Members', details: 'Access for one person to the days booked' },
  { name: 'Corporates', details: 'Group passes for teams; contact us for pricing' },
] as const;
