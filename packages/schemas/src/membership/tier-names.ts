/**
 * Tier names and slugs without zod (their schemas are in tier.ts), so pages that only show or route by
 * tier do not bundle zod.
 */
import { CATALOGUE_IDS } from '../catalogue/catalogue-ids.ts';

/**
 * Tier names as the API gives them (login `membership`, stored as PlanName; membership records;
 * directory `activebookings.membership`). They are the catalogue's plan titles.
 */
export const MEMBERSHIP_TIER_NAMES = [
  'Titan',
  'Maverick',
  'Global Access',
  'UAE',
  'Limited Access Pass',
] as const;
export type MembershipTierName = (typeof MEMBERSHIP_TIER_NAMES)[number];

/**
 * Slugs of `GET membership/{slug}`: the catalogue ids (titan, maverick, lap on /member-details/{slug};
 * global-access-membership and uae-membership on the sign-up pages).
 */
export const MEMBERSHIP_SLUGS = CATALOGUE_IDS;
export type MembershipSlug = (typeof MEMBERSHIP_SLUGS)[number];

/** Slugs of the purchase form /member-details/{slug}. */
export const PURCHASE_FORM_SLUGS = ['titan', 'maverick', 'lap'] as const satisfies readonly MembershipSlug[];
export type PurchaseFormSlug = (typeof PURCHASE_FORM_SLUGS)[number];

export const TIER_NAME_BY_SLUG = {
  titan: 'Titan',
  maverick: 'Maverick',
  'global-access-membership': 'Global Access',
  'uae-membership': 'UAE',
  lap: 'Limited Access Pass',
} as const satisfies Record<MembershipSlug, MembershipTierName>;

/** The purchase form shows Referred By for titan and Statement of Purpose for the other slugs. */
export const showsReferredBy = (slug: string): boolean => slug === 'titan';
