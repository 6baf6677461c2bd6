import type { Faker } from '@faker-js/faker';
import { addDays, isoDay } from '../dates.ts';
import { slugify } from '../slug.ts';
import type { BuyerKind, EventPriceRecord, EventRecord } from '../store.ts';

interface EventSpec {
  name: string;
  category: string;
  /** Days from the seed's `now` (negative: past). */
  inDays: number;
  city: string;
  allowNonMember: boolean;
  /** Non-member price in INR; member rows are discounted from it. */
  price: number;
  twoDays?: boolean;
}

/** Upcoming (10, 4 categories, 3 members-only) then past (6). The first one is the Titan's refundable purchase. */
const SPECS: EventSpec[] = [
  {
    name: 'Women in Leadership Summit',
    category: 'Leadership',
    inDays: 12,
    city: 'Mumbai',
    allowNonMember: true,
    price: 4500,
  },
  {
    name: 'Founders Networking Evening',
    category: 'Networking',
    inDays: 5,
    city: 'Bangalore',
    allowNonMember: true,
    price: 2500,
  },
  {
    name: 'Titans Closed-Door Roundtable',
    category: 'Leadership',
    inDays: 20,
    city: 'Delhi',
    allowNonMember: false,
    price: 8000,
  },
  {
    name: 'Mindful Leadership Retreat',
    category: 'Wellness',
    inDays: 33,
    city: 'Goa',
    allowNonMember: true,
    price: 12000,
    twoDays: true,
  },
  {
    name: 'Scaling Your Startup Masterclass',
    category: 'Entrepreneurship',
    inDays: 9,
    city: 'Mumbai',
    allowNonMember: true,
    price: 3500,
  },
  {
    name: 'Boardroom Ready Workshop',
    category: 'Leadership',
    inDays: 26,
    city: 'Bangalore',
    allowNonMember: true,
    price: 5000,
  },
  {
    name: 'Members Coffee Meet',
    category: 'Networking',
    inDays: 15,
    city: 'Delhi',
    allowNonMember: false,
    price: 1500,
  },
  {
    name: 'Wellness and Work Breakfast',
    category: 'Wellness',
    inDays: 40,
    city: 'Mumbai',
    allowNonMember: true,
    price: 2000,
  },
  {
    name: 'Pitch Night for Women Founders',
    category: 'Entrepreneurship',
    inDays: 47,
    city: 'Delhi',
    allowNonMember: true,
    price: 3000,
  },
  {
    name: 'Leaders Lounge Soiree',
    category: 'Networking',
    inDays: 54,
    city: 'Mumbai',
    allowNonMember: false,
    price: 6000,
  },
  {
    name: 'Negotiation Skills Bootcamp',
    category: 'Leadership',
    inDays: -18,
    city: 'Mumbai',
    allowNonMember: true,
    price: 4000,
  },
  {
    name: 'Annual Women Leaders Awards',
    category: 'Networking',
    inDays: -45,
    city: 'Delhi',
    allowNonMember: true,
    price: 7000,
  },
  {
    name: 'Financial Freedom Forum',
    category: 'Entrepreneurship',
    inDays: -70,
    city: 'Bangalore',
    allowNonMember: true,
    price: 2500,
  },
  {
    name: 'Yoga for Leaders Morning',
    category: 'Wellness',
    inDays: -95,
    city: 'Mumbai',
    allowNonMember: true,
    price: 1200,
  },
  {
    name: 'Digital Marketing Deep Dive',
    category: 'Entrepreneurship',
    inDays: -120,
    city: 'Delhi',
    allowNonMember: true,
    price: 3000,
  },
  {
    name: 'Mentor Connect Mixer',
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

const TIMES: ReadonlyArray<readonly [string, string]> = [
  ['10:00 AM', '01:00 PM'],
  ['06:30 PM', '09:30 PM'],
  ['09:00 AM', '05:00 PM'],
  ['07:00 PM', '10:00 PM'],
];

export function seedEvents(faker: Faker, now: Date): EventRecord[] {
  let priceId = 0;
  return SPECS.map((spec, index): EventRecord => {
    const id = index + 1;
    const date = addDays(now, spec.inDays);
    const [start, end] = faker.helpers.arrayElement(TIMES);
    const prices = PRICE_FACTORS.map(
      ([membership, factor]): EventPriceRecord => ({
        id: ++priceId,
        membership,
        price: Math.round((spec.price * factor) / 50) * 50,
        currency: 'INR',
      }),
    );
    const paragraphs = faker.lorem.paragraphs(2, '\n').split('\n');
    return {
      id,
      name: spec.name,
      slug: slugify(spec.name),
      title: spec.name,
      description: paragraphs.map((p) => `<p>${p}</p>`).join(''),
      event_date: isoDay(date),
      event_end_date: spec.twoDays ? isoDay(addDays(date, 1)) : null,
      start_time_edited: start,
      end_time_edited: end,
      timezone: 'IST',
      city: spec.city,
      address: `${faker.company.name()} Convention Centre, ${faker.location.streetAddress()}, ${spec.city}`,
      refundinfo: spec.allowNonMember ? null : 'Refunds are available until the day of the event.',
      categories: [spec.category],
      allow_non_member: spec.allowNonMember,
      sticky: index < 2,
      prices,
    };
  });
}
