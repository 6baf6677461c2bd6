import { LAP_TERM_MONTHS, STATIC_CATALOGUE_PRICES, yearsLabel } from '../constants/prices.ts';
import { MEMBERSHIP_SLUGS, type MembershipTierName, TIER_NAME_BY_SLUG } from '../membership/tier-names.ts';
import type { CatalogueEntry, CatalogueId } from './schemas.ts';

const { titan, maverick, globalAccessUsd, uaeUsd, lap } = STATIC_CATALOGUE_PRICES;
const LAP_TERM = `${LAP_TERM_MONTHS} Months`;

/**
 * The static catalogue, in the order of its data list: the older
 * India page takes the pass from the fifth entry. Benefit texts are ours.
 */
export const STATIC_CATALOGUE: readonly CatalogueEntry[] = [
  {
    id: 'titan',
    title: 'Titan',
    benefits: [
      'For women leaders with 15+ years of experience',
      'All LWL privileges, including Titan-exclusive experiences and soirees',
      'Become a Mentor and join Titan Bonds',
      'The annual Retreat and the Titan WhatsApp groups',
    ],
    price: titan.byYears[1],
    oldPrice: null,
    term: yearsLabel(1),
    currency: 'INR',
    joiningFee: titan.joiningFee,
    firstAnnualFee: titan.firstAnnualFee,
    annualFees: {
      oneYear: titan.annualFees[1],
      twoYears: titan.annualFees[2],
      threeYears: titan.annualFees[3],
    },
    otherprices: [
      { term: yearsLabel(2), oldPrice: null, price: titan.byYears[2], currency: 'INR' },
      { term: yearsLabel(3), oldPrice: null, price: titan.byYears[3], currency: 'INR' },
    ],
  },
  {
    id: 'maverick',
    title: 'Maverick',
    benefits: [
      'For professionals with 5+ years of experience',
      "Member events, the Leader's Lounge and masterclasses",
      'The member directory and LWL partner privileges',
    ],
    price: maverick.byYears[1],
    oldPrice: null,
    term: yearsLabel(1),
    currency: 'INR',
    joiningFee: maverick.joiningFee,
    firstAnnualFee: maverick.firstAnnualFee,
    annualFees: {
      oneYear: maverick.annualFees[1],
      twoYears: maverick.annualFees[2],
      threeYears: maverick.annualFees[3],
    },
    otherprices: [
      { term: yearsLabel(2), oldPrice: null, price: maverick.byYears[2], currency: 'INR' },
      { term: yearsLabel(3), oldPrice: null, price: maverick.byYears[3], currency: 'INR' },
    ],
  },
  {
    id: 'global-access-membership',
    title: 'Global Access',
    benefits: [
      'For leaders and professionals based outside India (except the UAE)',
      'Monthly virtual sessions and the recorded session library',
      'The global member directory and LWL partner privileges',
    ],
    price: globalAccessUsd[1].price,
    oldPrice: globalAccessUsd[1].oldPrice,
    term: yearsLabel(1),
    currency: 'USD',
    joiningFee: null,
    firstAnnualFee: null,
    annualFees: null,
    otherprices: [
      { term: yearsLabel(2), ...globalAccessUsd[2], currency: 'USD' },
      { term: yearsLabel(3), ...globalAccessUsd[3], currency: 'USD' },
    ],
  },
  {
    id: 'uae-membership',
    title: 'UAE',
    benefits: [
      'For industry leaders, C-suite, established founders and award winners based in the UAE',
      '6 curated in-person events and monthly virtual sessions live in IST',
      '100+ recorded sessions',
    ],
    price: uaeUsd[1].price,
    oldPrice: uaeUsd[1].oldPrice,
    term: yearsLabel(1),
    currency: 'USD',
    joiningFee: null,
    firstAnnualFee: null,
    annualFees: null,
    otherprices: [
      { term: yearsLabel(2), ...uaeUsd[2], currency: 'USD' },
      { term: yearsLabel(3), ...uaeUsd[3], currency: 'USD' },
    ],
  },
  {
    id: 'lap',
    title: 'Limited Access Pass',
    benefits: ['Any 3 all-member events', `Valid for ${LAP_TERM_MONTHS} months`],
    price: lap,
    oldPrice: null,
    term: LAP_TERM,
    currency: 'INR',
    joiningFee: null,
    firstAnnualFee: null,
    annualFees: null,
    otherprices: [],
  },
];

export function catalogueEntry(id: CatalogueId): CatalogueEntry {
  const entry = STATIC_CATALOGUE.find((e) => e.id === id);
  if (!entry) throw new Error(`No catalogue entry ${id}`);
  return entry;
}

/**
 * The struck-through old price of a catalogue entry's price card (the older India page): the
 * undiscounted joining fee + first annual fee when that is above the price (Titan 65,000 + 45,000 =
 * 1,10,000 against 99,000), otherwise the entry's own old price.
 */
export function catalogueOldPrice(entry: CatalogueEntry): number | null {
  if (entry.joiningFee !== null && entry.firstAnnualFee !== null) {
    const total = entry.joiningFee + entry.firstAnnualFee;
    if (total > entry.price) return total;
  }
  return entry.oldPrice;
}

/**
 * The currency a tier is sold in, from the static catalogue (INR; USD for Global Access and UAE). Here
 * rather than beside the tier names, so pages that only name a tier do not bundle the catalogue.
 */
export function tierCurrency(tier: MembershipTierName): 'INR' | 'USD' {
  const slug = MEMBERSHIP_SLUGS.find((id) => TIER_NAME_BY_SLUG[id] === tier);
  return slug ? catalogueEntry(slug).currency : 'INR';
}
