import { z } from 'zod';
import { CATALOGUE_IDS } from '../catalogue/index.ts';

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
export const membershipTierNameSchema = z.enum(MEMBERSHIP_TIER_NAMES);
export type MembershipTierName = z.infer<typeof membershipTierNameSchema>;

/**
 * Slugs of `GET membership/{slug}`: the catalogue ids (titan, maverick, lap on /member-details/{slug};
 * global-access-membership and uae-membership on the sign-up pages). The endpoint's input takes any
 * string so that another slug answers 404, not 400; the mock checks it with this schema.
 */
export const MEMBERSHIP_SLUGS = CATALOGUE_IDS;
export const membershipSlugSchema = z.enum(MEMBERSHIP_SLUGS);
export type MembershipSlug = z.infer<typeof membershipSlugSchema>;

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
