import { type GstDetails, profileMessages, type User } from '@lwl/schemas';

type GstFields = Pick<
  User,
  | 'provides_gst_details'
  | 'gst_number'
  | 'gst_company_name'
  | 'gst_address_line_1'
  | 'gst_address_line_2'
  | 'gst_state'
  | 'gst_pincode'
>;

const present = <T extends string>(value: T | null): T | undefined =>
  value === null || value === '' ? undefined : value;

/** The GST section's values from a profile (`GET user`): nulls become absent values. */
export function gstDetailsOf(user: GstFields): GstDetails {
  return {
    provides_gst_details: user.provides_gst_details,
    gst_number: present(user.gst_number),
    gst_company_name: present(user.gst_company_name),
    gst_address_line_1: present(user.gst_address_line_1),
    gst_address_line_2: present(user.gst_address_line_2),
    gst_state: present(user.gst_state),
    gst_pincode: present(user.gst_pincode),
  };
}

/** What view mode shows for a value: the value, or 'N/A'. */
export function gstDisplayValue(value: string | null | undefined): string {
  return value === undefined || value === null || value.trim() === '' ? profileMessages.notAvailable : value;
}
