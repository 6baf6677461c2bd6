import { PLAN_OFFERS } from '@lwl/schemas';
import type { MembershipOptionRecord } from '../store.ts';

/** The price options are the plans on sale in `@lwl/schemas` (PLAN_OFFERS): the pages' prices are these. */
export function seedMembershipOptions(): MembershipOptionRecord[] {
  return PLAN_OFFERS.map((offer) => ({ ...offer }));
}
