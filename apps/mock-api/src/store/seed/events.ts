import type { Faker } from '@faker-js/faker';
import { addDays, isoDay } from '../dates.ts';
import { slugify } from '../slug.ts';
import type { BuyerKind, EventPriceRecord, EventRecord } from '../store.ts';
import {
  EVENT_CLOSINGS,
  EVENT_DETAILS,
  type EventCategory,
  type EventCity,
  type EventSlot,
  TIMES,
  VENUES,
} from './copy/events.ts';

interface EventSpec {
  name: string;
  /** The banner's breadcrumb title: the series the event belongs to, never the name again. */
  title: string;
  slot: EventSlot;
  /** The description's first paragraph. */
  intro: string;
  category: EventCategory;
  /** Days from the seed's `now` (negative: past). */
  inDays: number;
  city: EventCity;
  allowNonMember: boolean;
  /** Non-member price in INR; member rows are discounted from it. */
  price: number;
  twoDays?: boolean;
}

/** Upcoming (10, 4 categories, 3 members-only) then past (6). The first one is the Titan's refundable purchase. */
const SPECS: EventSpec[] = [
  {
    name: 'Women in Leadership Summit',
    title: 'LWL Flagship Summit',
    slot: 'day',
    intro:
      'Our flagship summit brings senior women leaders together for a day of keynotes, panels and hands-on workshops on leading with clarity, influence and courage.',
    category: 'Leadership',
    inDays: 12,
    city: 'Mumbai',
    allowNonMember: true,
    price: 4500,
  },
  {
    name: 'Founders Networking Evening',
    title: 'Founders Circle Evenings',
    slot: 'evening',
    intro:
      'An evening for women founders and the people who back them: investors, operators and mentors from Bangalore’s startup community.',
    category: 'Networking',
    inDays: 5,
    city: 'Bangalore',
    allowNonMember: true,
    price: 2500,
  },
  {
    name: 'Titans Closed-Door Roundtable',
    title: 'Titans Circle',
    slot: 'evening',
    intro:
      'A members-only roundtable where a small group of CXOs and business owners work through one hard leadership question together, in confidence.',
    category: 'Leadership',
    inDays: 20,
    city: 'Delhi',
    allowNonMember: false,
    price: 8000,
  },
  {
    name: 'Mindful Leadership Retreat',
    title: 'Wellbeing Retreats',
    slot: 'day',
    intro:
      'Two days away from the inbox to reset how you lead, with guided mindfulness, coaching circles and time by the sea.',
    category: 'Wellness',
    inDays: 33,
    city: 'Goa',
    allowNonMember: true,
    price: 12000,
    twoDays: true,
  },
  {
    name: 'Scaling Your Startup Masterclass',
    title: 'Founder Masterclasses',
    slot: 'evening',
    intro:
      'A hands-on masterclass for founders moving from product-market fit to scale: building a leadership team, systems that hold and a growth plan you can fund.',
    category: 'Entrepreneurship',
    inDays: 9,
    city: 'Mumbai',
    allowNonMember: true,
    price: 3500,
  },
  {
    name: 'Boardroom Ready Workshop',
    title: 'Boardroom Readiness Programme',
    slot: 'day',
    intro:
      'A workshop for women preparing for their first board seat: how boards really work, what chairs look for and how to position your experience.',
    category: 'Leadership',
    inDays: 26,
    city: 'Bangalore',
    allowNonMember: true,
    price: 5000,
  },
  {
    name: 'Members Coffee Meet',
    title: 'Members Circle',
    slot: 'morning',
    intro:
      'An informal meet-up for members to catch up over coffee, welcome new members and share what they are working on.',
    category: 'Networking',
    inDays: 15,
    city: 'Delhi',
    allowNonMember: false,
    price: 1500,
  },
  {
    name: 'Wellness and Work Breakfast',
    title: 'Wellbeing Breakfasts',
    slot: 'morning',
    intro: 'A relaxed breakfast conversation on protecting your health and energy while carrying a big role.',
    category: 'Wellness',
    inDays: 40,
    city: 'Mumbai',
    allowNonMember: true,
    price: 2000,
  },
  {
    name: 'Pitch Night for Women Founders',
    title: 'Funding Readiness Series',
    slot: 'evening',
    intro:
      'Six women-led startups pitch to a panel of angel investors and venture partners, followed by open feedback and networking.',
    category: 'Entrepreneurship',
    inDays: 47,
    city: 'Delhi',
    allowNonMember: true,
    price: 3000,
  },
  {
    name: 'Leaders Lounge Soiree',
    title: 'Members Evenings',
    slot: 'evening',
    intro:
      'A members-only evening of good conversation and good food, and a chance to meet members from other chapters.',
    category: 'Networking',
    inDays: 54,
    city: 'Mumbai',
    allowNonMember: false,
    price: 6000,
  },
  {
    name: 'Negotiation Skills Bootcamp',
    title: 'Leadership Skills Bootcamps',
    slot: 'day',
    intro:
      'An intensive bootcamp on negotiating with confidence, from salary and promotion talks to partnerships and term sheets, with live role-plays and feedback.',
    category: 'Leadership',
    inDays: -18,
    city: 'Mumbai',
    allowNonMember: true,
    price: 4000,
  },
  {
    name: 'Annual Women Leaders Awards',
    title: 'LWL Awards',
    slot: 'evening',
    intro:
      'Our annual evening celebrating women who have led with impact this year, across business, public life and social enterprise.',
    category: 'Networking',
    inDays: -45,
    city: 'Delhi',
    allowNonMember: true,
    price: 7000,
  },
  {
    name: 'Financial Freedom Forum',
    title: 'Money Matters Forums',
    slot: 'day',
    intro:
      'A forum on building personal and business wealth: investing, planning for independence and making money conversations easier.',
    category: 'Entrepreneurship',
    inDays: -70,
    city: 'Bangalore',
    allowNonMember: true,
    price: 2500,
  },
  {
    name: 'Yoga for Leaders Morning',
    title: 'Wellbeing Mornings',
    slot: 'morning',
    intro:
      'A guided yoga and breathwork session designed for busy leaders, followed by a healthy breakfast with fellow members.',
    category: 'Wellness',
    inDays: -95,
    city: 'Mumbai',
    allowNonMember: true,
    price: 1200,
  },
  {
    name: 'Digital Marketing Deep Dive',
    title: 'Growth Skills Workshops',
    slot: 'day',
    intro:
      'A practical deep dive into digital marketing for growing businesses: positioning, content that converts and measuring what matters.',
    category: 'Entrepreneurship',
    inDays: -120,
    city: 'Delhi',
    allowNonMember: true,
    price: 3000,
  },
  {
    name: 'Mentor Connect Mixer',
    title: 'Mentoring Circle',
    slot: 'evening',
    intro:
      'A members-only mixer that pairs members with experienced mentors from the LWL community for short, focused conversations.',
    category: 'Networking',
    inDays: -150,
    city: 'Bangalore',
    allowNonMember: false,
    price: 2000,
  },
];

/** Share of the non-member price each buyer kind pays. */
const PRICE_FACTORS: ReadonlyArray<readonly [BuyerKind, number]> = [
  ['Non Member', 1],
  ['Titan', 0.5],
  ['Maverick', 0.7],
  ['Global Access', 0.7],
  ['UAE', 0.7],
  ['Limited Access Pass', 0.8],
];

export function seedEvents(faker: Faker, now: Date): EventRecord[] {
  let priceId = 0;
  return SPECS.map((spec, index): EventRecord => {
    const id = index + 1;
    const date = addDays(now, spec.inDays);
    const [start, end] = faker.helpers.arrayElement(TIMES[spec.slot]);
    const prices = PRICE_FACTORS.map(
      ([membership, factor]): EventPriceRecord => ({
        id: ++priceId,
        membership,
        price: Math.round((spec.price * factor) / 50) * 50,
        currency: 'INR',
      }),
    );
    const details = [
      ...faker.helpers.arrayElements(EVENT_DETAILS[spec.category], 2),
      faker.helpers.arrayElement(EVENT_CLOSINGS),
    ];
    return {
      id,
      name: spec.name,
      slug: slugify(spec.name),
      title: spec.title,
      description: `<p>${spec.intro}</p><p>${details.join(' ')}</p>`,
      event_date: isoDay(date),
      event_end_date: spec.twoDays ? isoDay(addDays(date, 1)) : null,
      start_time_edited: start,
      end_time_edited: end,
      timezone: 'IST',
      city: spec.city,
      address: faker.helpers.arrayElement(VENUES[spec.city]),
      refundinfo: spec.allowNonMember ? null : 'Refunds are available until the day of the event.',
      categories: [spec.category],
      allow_non_member: spec.allowNonMember,
      sticky: index < 2,
      prices,
    };
  });
}
