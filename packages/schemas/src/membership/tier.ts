import * as z from 'zod/mini';
import { MEMBERSHIP_SLUGS, MEMBERSHIP_TIER_NAMES } from './tier-names.ts';

export const membershipTierNameSchema = z.enum(MEMBERSHIP_TIER_NAMES);

/** The endpoint's input takes any string so that another slug answers 404, not 400; the mock checks it with this. */
export const membershipSlugSchema = z.enum(MEMBERSHIP_SLUGS);
