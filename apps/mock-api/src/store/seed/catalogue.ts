import type { Faker } from '@faker-js/faker';
import type { PackageRecord, PartnerCategoryRecord, VentureRecord, VideoRecord } from '../store.ts';
import { escapeHtml } from './copy/html.ts';
import {
  ENTERPRISE_COPY,
  type EnterprisePackageName,
  SPONSOR_COPY,
  type SponsorPackageName,
} from './copy/packages.ts';
import { CATEGORY_LINES, OFFER_TERMS, PARTNERS, type PartnerCategory } from './copy/partners.ts';
import { VIDEO_CATEGORIES, VIDEO_NOTES, VIDEOS } from './copy/videos.ts';

/** 20 videos in 5 categories; every 3rd one is in the guests' default library. */
export function seedVideos(faker: Faker): VideoRecord[] {
  return Array.from({ length: 20 }, (_, index): VideoRecord => {
    const category = VIDEO_CATEGORIES[index % VIDEO_CATEGORIES.length] ?? 'Leadership';
    const copy = VIDEOS[category][Math.floor(index / VIDEO_CATEGORIES.length)];
    if (!copy) throw new Error(`seed: no copy for video ${index + 1}`);
    const [title, summary] = copy;
    return {
      id: index + 1,
      title: `${category}: ${title}`,
      description: `${summary} ${faker.helpers.arrayElement(VIDEO_NOTES)}`,
      category,
      is_default: index % 3 === 0,
    };
  });
}

const SPONSOR_PACKAGES: ReadonlyArray<readonly [SponsorPackageName, number]> = [
  ['Event Listing Basic', 15000],
  ['Event Listing Plus', 30000],
  ['Event Listing Premium', 50000],
  ['Newsletter Feature', 20000],
];
const ENTERPRISE_PACKAGES: ReadonlyArray<readonly [EnterprisePackageName, number]> = [
  ['Enterprise Starter Bundle', 150000],
  ['Enterprise Growth Bundle', 350000],
  ['Enterprise Leadership Bundle', 600000],
];

/** Sponsor packages (ids 1–4; members pay `price`, others `non_member_price`) then enterprise (5–7). */
export function seedPackages(): PackageRecord[] {
  const sponsor = SPONSOR_PACKAGES.map(
    ([name, price], index): PackageRecord => ({
      id: index + 1,
      kind: 'sponsor',
      name,
      description: sponsorDescription(name),
      price,
      non_member_price: Math.round(price * 1.2),
    }),
  );
  const enterprise = ENTERPRISE_PACKAGES.map(
    ([name, price], index): PackageRecord => ({
      id: sponsor.length + index + 1,
      kind: 'enterprise',
      name,
      description: `<p>${ENTERPRISE_COPY[name]}</p>`,
      price,
      non_member_price: price,
    }),
  );
  return [...sponsor, ...enterprise];
}

function sponsorDescription(name: SponsorPackageName): string {
  const copy = SPONSOR_COPY[name];
  const items = copy.benefits.map((benefit) => `<li>${benefit}</li>`).join('');
  return `<p>${copy.summary}</p><ul>${items}</ul>`;
}

/** Venture Vault packages: prices include GST. */
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

const PARTNER_CATEGORIES: readonly PartnerCategory[] = [
  'Travel',
  'Dining',
  'Wellness',
  'Fashion',
  'Learning',
];
const OFFER_CITIES = [null, 'Mumbai', 'Delhi', 'Bangalore'] as const;

/** 5 categories, 3 offers each; offer ids 1–15. */
export function seedPartnerCategories(faker: Faker): PartnerCategoryRecord[] {
  let offerId = 0;
  return PARTNER_CATEGORIES.map(
    (name, index): PartnerCategoryRecord => ({
      id: index + 1,
      name,
      category_description: `<p><strong>${name}</strong>: ${CATEGORY_LINES[name]}</p>`,
      offers: PARTNERS[name].map((partner) => {
        const percent = faker.helpers.arrayElement([10, 15, 20, 25]);
        offerId += 1;
        return {
          offer_id: offerId,
          title: `${partner.name}: ${percent}% off`,
          short_description: `${percent}% off ${partner.what}`,
          description: `<p>${escapeHtml(partner.about)} ${faker.helpers.arrayElement(OFFER_TERMS)}</p>`,
          code: `<p>Use code <strong>LWL${name.toUpperCase()}${percent}</strong> at checkout.</p>`,
          city: faker.helpers.arrayElement(OFFER_CITIES),
        };
      }),
    }),
  );
}
