import type { MembershipPurchaseFormOutput } from '@lwl/schemas';
import type { MembershipDetails } from './membership-purchase-machine.ts';

const GST_FIELDS = [
  'gst_number',
  'gst_company_name',
  'gst_address_line_1',
  'gst_address_line_2',
  'gst_state',
  'gst_pincode',
] as const;

/**
 * From the purchase form's validated values to the machine's `details.submit` payload: the password
 * confirmation stays in the browser, the city and duration belong to the machine, and GST fields are
 * sent only when the buyer ticked the GST checkbox.
 */
export function purchaseDetails(values: MembershipPurchaseFormOutput): MembershipDetails {
  const { confirm_password: _confirm, city: _city, membership_price_id: _priceId, ...details } = values;
  if (details.provides_gst_details) return details;
  const withoutGst: MembershipDetails = { ...details };
  for (const field of GST_FIELDS) delete withoutGst[field];
  return withoutGst;
}
