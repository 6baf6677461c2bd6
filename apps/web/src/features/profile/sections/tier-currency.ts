import { type CatalogueId, catalogueEntry, type MembershipTierName, TIER_NAME_BY_SLUG } from '@lwl/schemas';

/** The currency a tier is sold in, read from the static catalogue (INR; USD for Global Access and UAE). */
export function tierCurrency(tier: MembershipTierName): 'INR' | 'USD' {
  const slug = (Object.keys(TIER_NAME_BY_SLUG) as CatalogueId[]).find((id) => TIER_NAME_BY_SLUG[id] === tier);
  return slug ? catalogueEntry(slug).currency : 'INR';
}
