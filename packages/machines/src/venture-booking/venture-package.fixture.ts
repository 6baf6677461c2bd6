import type { VenturePackage } from '@lwl/schemas';

/** A Venture Vault package for tests, with distinct prices per pass type and member type. */
export const ventureIndividualPass: VenturePackage = {
  id: 3,
  group_info: 'Individual',
  quantity_info: '1 person',
  member_price_single_day: 4000,
  member_price_both_day: 7000,
  non_member_price_single_day: 5000,
  non_member_price_both_day: 9000,
};
