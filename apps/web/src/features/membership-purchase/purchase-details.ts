/**
 * From the purchase form's validated values to the machine's `details.submit` payload: the password
 * confirmation stays in the browser, the city and duration belong to the machine, and GST fields are
 * sent only when the buyer ticked the GST checkbox.
 */
import type { MembershipDetails } from '@lwl/machines';
import type { membershipPurchaseFormSchema } from '@lwl/schemas';
import type { z } from 'zod';

export type PurchaseFormOutput = z.output<typeof membershipPurchaseFormSchema>;

const GST_FIELDS = [
  'gst_number',
  'gst_company_name',
  'gst_address_line_1',
  'gst_address_line_2',
  'gst_state',
  'gst_pincode',
] as const;

export function purchaseDetails(values: PurchaseFormOutput): MembershipDetails {
  const { confirm_password: _confirm, city: _city, membership_price_id: _priceId, ...details } = values;
  if (details.provides_gst_details) return details;
  const withoutGst: MembershipDetails = { ...details };
  for (const field of GST_FIELDS) delete withoutGst[field];
  return withoutGst;
}
