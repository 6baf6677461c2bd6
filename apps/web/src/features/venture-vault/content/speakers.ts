/**
 * The speakers of the Venture Vault page. The API serves none, so the
 * line-up is page content. Photos are not shipped: the grid draws initials avatars.
 */
import type { Speaker } from '@lwl/schemas';

export type VentureSpeaker = Pick<Speaker, 'name' | 'designation'>;

export const VENTURE_SPEAKERS: readonly VentureSpeaker[] = [
  { name: 'Ananya Deshmukh', designation: 'Managing Partner, Saffron Peak Ventures' },
  { name: 'Kavita Raghunathan', designation: 'Founder & CEO, Loomwell Textiles' },
  { name: 'Nandini Bhattacharya', designation: 'Chief Financial Officer, Arcline Logistics' },
  { name: 'Ritu Malhotra', designation: 'Angel Investor and Board Advisor' },
  { name: 'Shalini Venkatesh', designation: 'Co-founder, Brightpath Health' },
  { name: 'Farah Siddiqui', designation: 'Partner, Meridian Law Associates' },
  { name: 'Deepa Natarajan', designation: 'Head of Startup Banking, Harbour Bank' },
  { name: 'Ishita Kapoor', designation: 'Founder, Kindred Kitchens' },
  { name: 'Meenal Joshi', designation: 'Director, Western India Angel Circle' },
  { name: 'Tanvi Agarwal', designation: 'Growth Lead, Parallel Commerce' },
  { name: 'Priyanka Rao', designation: 'Founder & CEO, Tessellate Robotics' },
  { name: 'Lakshmi Iyengar', designation: 'Chairperson, Iyengar Family Office' },
  { name: 'Sneha Kulkarni', designation: 'Principal, Northbridge Capital' },
  { name: 'Aparna Menon', designation: 'Chief Marketing Officer, Halcyon Retail' },
  { name: 'Zoya Khan', designation: 'Founder, Verdant Packaging' },
  { name: 'Radhika Chawla', designation: 'Tax and Regulatory Partner, Chawla & Mehta' },
  { name: 'Gayatri Pillai', designation: 'Chief People Officer, Orbis Software' },
  { name: 'Neha Saxena', designation: 'Founder, Finch Learning' },
  { name: 'Vidya Hegde', designation: 'Export Strategy Consultant' },
  { name: 'Mitali Banerjee', designation: 'Co-founder, Crescent Payments' },
  { name: 'Sunita Reddy', designation: 'Managing Director, Reddy Agro Industries' },
  { name: 'Harleen Sethi', designation: 'Brand Strategist and Author' },
];

/** 'Ananya Deshmukh' → 'AD'. */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .slice(0, 2)
    .join('');
}
