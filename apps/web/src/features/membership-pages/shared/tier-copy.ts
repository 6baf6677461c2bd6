/**
 * Marketing copy of the tier sections; the wording is ours, the facts are the product's (what
 * Maverick lacks: docs/product-rules.md, "Membership offering"). Prices never live here: they come from
 * @lwl/schemas.
 */
import {
  GLOBAL_AUDIENCE,
  GLOBAL_BENEFITS,
  TITAN_MAVERICK_PRIVILEGES,
  UAE_AUDIENCE,
  UAE_BENEFITS,
} from '@lwl/schemas';

export interface TierCopy {
  name: string;
  tagline: string;
  audienceTitle: string;
  audience: readonly string[];
  featuresTitle: string;
  features: readonly string[];
}

export const TITAN_COPY: TierCopy = {
  name: 'Titan',
  tagline: 'For seasoned leaders who shape industries and open doors for others.',
  audienceTitle: "Who it's for",
  audience: [
    'Women leaders with 15+ years of experience',
    'CXOs, board members and senior partners',
    'Founders of established businesses',
    'Leaders ready to mentor the next generation',
  ],
  featuresTitle: "What's included",
  // Titan-exclusive privileges first, then the shared ones.
  features: TITAN_MAVERICK_PRIVILEGES.filter((row) => row.titan)
    .toSorted((a, b) => Number(a.maverick) - Number(b.maverick))
    .map((row) => row.name)
    .slice(0, 8),
};

export const MAVERICK_COPY: TierCopy = {
  name: 'Maverick',
  tagline: 'For rising leaders building influence, skills and a network that lasts.',
  audienceTitle: "Who it's for",
  audience: [
    'Professionals with 5+ years of experience',
    'Managers stepping into leadership roles',
    'Entrepreneurs growing their first ventures',
    'Women who want a circle of peers and mentors',
  ],
  featuresTitle: "What's included",
  features: TITAN_MAVERICK_PRIVILEGES.filter((row) => row.maverick).map((row) => row.name),
};

export const GLOBAL_COPY: TierCopy = {
  name: 'Global Access',
  tagline: 'For leaders and professionals based outside India, except the UAE.',
  audienceTitle: "Who it's for",
  audience: GLOBAL_AUDIENCE.map((card) => card.title),
  featuresTitle: "What's included",
  features: GLOBAL_BENEFITS.slice(0, 6),
};

export const UAE_COPY: TierCopy = {
  name: 'UAE',
  tagline: 'For industry leaders, C-suite, established founders and award winners based in the UAE.',
  audienceTitle: "Who it's for",
  audience: UAE_AUDIENCE,
  featuresTitle: "What's included",
  features: UAE_BENEFITS.slice(0, 6),
};
