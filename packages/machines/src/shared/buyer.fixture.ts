import type { PurchaseDetails } from '@lwl/schemas';

/** A buyer's details dialog as tests fill it in (no coupon). */
export const buyerDetails: PurchaseDetails = {
  name: 'Asha Rao',
  email: 'asha@example.com',
  company_name: 'Kestrel Analytics',
  designation: 'Founder',
  phone: '9876543210',
};
