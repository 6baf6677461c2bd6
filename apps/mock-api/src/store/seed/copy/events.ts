/** Hand-written copy for the seeded events: detail sentences by category, closings, venues and times. */

export type EventCategory = 'Leadership' | 'Networking' | 'Wellness' | 'Entrepreneurship';
export type EventCity = 'Mumbai' | 'Bangalore' | 'Delhi' | 'Goa';
/** When in the day an event runs; its times are picked from the slot's list. */
export type EventSlot = 'morning' | 'day' | 'evening';

/** Sentences for an event's second paragraph; two are picked per event. */
export const EVENT_DETAILS: Readonly<Record<EventCategory, readonly string[]>> = {
  Leadership: [
    'Sessions are built around the real decisions senior women face, from leading through change to holding your ground at the top table.',
    'Expect practical frameworks you can put to work the next morning, not just inspiration.',
    'Speakers share what worked, what did not and what they would do differently.',
    'Small-group discussions give you room to test ideas with peers who know the pressures of leadership.',
    'You will leave with a clearer view of your leadership style and one concrete commitment to act on.',
    'Discussions follow the Chatham House rule, so speakers and participants can be candid.',
  ],
  Networking: [
    'Introductions are curated in advance, so you meet people who match what you are building or looking for.',
    'Our hosts make sure no one stands alone: every guest is introduced to at least three members.',
    'It is an easy way to meet members across industries, from first-time founders to board directors.',
    'Come with one ask and one offer; the best connections start with both.',
    'Have your LinkedIn profile ready to share, and leave the sales pitch at home.',
    'Members from other chapters often join, so expect a few new faces.',
  ],
  Wellness: [
    'The programme balances movement, rest and honest conversation about sustaining a demanding career.',
    'Sessions are led by qualified practitioners and suit every level of experience.',
    'Expect simple routines for sleep, energy and focus that fit into a leader’s week.',
    'There is time to talk openly about burnout, boundaries and asking for support.',
    'Wear comfortable clothing; mats and materials are provided.',
    'Phones are set aside during the sessions, so the time is genuinely yours.',
  ],
  Entrepreneurship: [
    'Founders walk through real numbers, real setbacks and the decisions that changed their trajectory.',
    'Investors and operators share what they look for at each stage, from pre-seed to growth.',
    'Bring your questions on hiring, pricing and fundraising; the format leaves plenty of time for them.',
    'Each session ends with templates and checklists you can take back to your team.',
    'You will meet founders at a similar stage and leave with peers to keep learning with.',
    'Mentor office hours are available on the day for those who book early.',
  ],
};

/** The last sentence of an event's description. */
export const EVENT_CLOSINGS: readonly string[] = [
  'Seats are limited, so we recommend booking early.',
  'Members enjoy priority seating and member prices.',
  'Registration opens thirty minutes before the start.',
  'Please carry a photo ID for entry at the venue.',
  'We look forward to welcoming you.',
];

/** Venues by city (one is picked per event). */
export const VENUES: Readonly<Record<EventCity, readonly string[]>> = {
  Mumbai: [
    'Harbourview Convention Centre, Nariman Point, Mumbai 400021',
    'The Banyan Hall, Bandra Kurla Complex, Mumbai 400051',
    'Seaface Business Club, Worli, Mumbai 400018',
  ],
  Bangalore: [
    'Garden City Convention Centre, MG Road, Bangalore 560001',
    'The Orchard Rooms, Indiranagar, Bangalore 560038',
    'Lakeside Business Centre, Whitefield, Bangalore 560066',
  ],
  Delhi: [
    'Capital Convention Centre, Connaught Place, New Delhi 110001',
    'The Lodhi Rooms, Lodhi Road, New Delhi 110003',
    'Aerocity Conference Hall, Aerocity, New Delhi 110037',
  ],
  Goa: ['Palm Grove Retreat, Candolim, Goa 403515', 'Seabreeze Wellness Resort, Benaulim, Goa 403716'],
};

/** Start and end times (`hh:mm AM`) by slot. */
export const TIMES: Readonly<Record<EventSlot, ReadonlyArray<readonly [string, string]>>> = {
  morning: [
    ['07:30 AM', '10:00 AM'],
    ['08:00 AM', '10:30 AM'],
  ],
  day: [
    ['09:00 AM', '05:00 PM'],
    ['10:00 AM', '06:00 PM'],
  ],
  evening: [
    ['06:30 PM', '09:30 PM'],
    ['07:00 PM', '10:00 PM'],
  ],
};
