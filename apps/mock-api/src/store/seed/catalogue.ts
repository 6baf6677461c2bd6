import type { Faker } from '@faker-js/faker';
import type { PackageRecord, PartnerCategoryRecord, VentureRecord, VideoRecord } from '../store.ts';

const VIDEO_CATEGORIES = ['Leadership', 'Finance', 'Wellness', 'Entrepreneurship', 'Technology'];

/** 20 videos in 5 categories; every 3rd one is in the guests' default library. */
export function seedVideos(faker: Faker): VideoRecord[] {
  return Array.from({ length: 20 }, (_, index): VideoRecord => {
    const category = VIDEO_CATEGORIES[index % VIDEO_CATEGORIES.length] ?? 'Leadership';
    return {
      id: index + 1,
      title: `${category}: ${faker.company.catchPhrase()}`,
      description: faker.lorem.sentences(2),
      category,
      is_default: index % 3 === 0,
    };
  });
}

const SPONSOR_PACKAGES: ReadonlyArray<readonly [string, number]> = [
  ['Event Listing Basic', 15000],
  ['Event Listing Plus', 30000],
  ['Event Listing Premium', 50000],
  ['Newsletter Feature', 20000],
];
const ENTERPRISE_PACKAGES: ReadonlyArray<readonly [string, number]> = [
  ['Enterprise Starter Bundle', 150000],
  ['Enterprise Growth Bundle', 350000],
  ['Enterprise Leadership Bundle', 600000],
];

/** Sponsor packages (ids 1–4; members pay `price`, others `non_member_price`) then enterprise (5–7). */
export function seedPackages(faker: Faker): PackageRecord[] {
  const sponsor = SPONSOR_PACKAGES.map(
    ([name, price], index): PackageRecord => ({
      id: index + 1,
      kind: 'sponsor',
      name,
      description: `<p>${faker.lorem.sentences(2)}</p><ul><li>${faker.lorem.sentence()}</li><li>${faker.lorem.sentence()}</li></ul>`,
      price,
      non_member_price: Math.round(price * 1.2),
    }),
  );
  const enterprise = ENTERPRISE_PACKAGES.map(
    ([name, price], index): PackageRecord => ({
      id: sponsor.length + index + 1,
      kind: 'enterprise',
      name,
      description: `<p>${faker.lorem.sentences(3)}</p>`,
      price,
      non_member_price: price,
    }),
  );
  return [...sponsor, ...enterprise];
}

/** Venture Vault packages: prices include GST (platform.md §9). */
export function seedVentures(): VentureRecord[] {
  return [
    {
      id: 1,
      group_info: 'Individual',
      quantity_info: '1 person',
      member_price_single_day: 4999,
      member_price_both_day: 8999,
      non_member_price_single_day: 6999,
      non_member_price_both_day: 11999,
    },
    {
      id: 2,
      group_info: 'Group',
      quantity_info: 'Up to 5 people',
      member_price_single_day: 19999,
      member_price_both_day: 34999,
      non_member_price_single_day: 27999,
      non_member_price_both_day: 47999,
    },
  ];
}

const PARTNER_CATEGORIES = ['Travel', 'Dining', 'Wellness', 'Fashion', 'Learning'];
const OFFER_CITIES = [null, 'Mumbai', 'Delhi', 'Bangalore'] as const;

/** 5 categories, 3 offers each; offer ids 1–15. */
export function seedPartnerCategories(faker: Faker): PartnerCategoryRecord[] {
  let offerId = 0;
  return PARTNER_CATEGORIES.map(
    (name, index): PartnerCategoryRecord => ({
      id: index + 1,
      name,
      category_description: `<p><strong>${name}</strong>: ${faker.lorem.sentence()}</p>`,
      offers: Array.from({ length: 3 }, () => {
        const partner = faker.company.name();
        const percent = faker.helpers.arrayElement([10, 15, 20, 25]);
        offerId += 1;
        return {
          offer_id: offerId,
          title: `${partner}: ${percent}% off`,
          short_description: `${percent}% off ${name.toLowerCase()} with ${partner}`,
          description: `<p>${faker.lorem.sentences(2)}</p>`,
          code: `<p>Use code <strong>LWL${name.toUpperCase()}${percent}</strong> at checkout.</p>`,
          city: faker.helpers.arrayElement(OFFER_CITIES),
        };
      }),
    }),
  );
}
