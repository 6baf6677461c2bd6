import type { GstDetails, PersonalDetails } from '@lwl/schemas';
import type { UploadId, UserRecord } from '../store/store.ts';

/** Request fields that are not profile values: the photo is stored as an upload, the password checks an e-mail change. */
type NotProfileValues = 'image' | 'current_password';

/**
 * What a personal-details save writes: the record's field of each request field (a field added to the
 * request does not compile until it is mapped below, or named in `NotProfileValues`) and the photo.
 */
type PersonalDetailsUpdate = Pick<
  UserRecord,
  Exclude<keyof PersonalDetails, NotProfileValues> | 'imageUploadId'
>;

export const personalDetailsUpdate = (
  input: PersonalDetails,
  imageUploadId: UploadId | null,
): PersonalDetailsUpdate => ({
  title: input.title,
  first_name: input.first_name,
  last_name: input.last_name,
  phone: input.phone,
  email: input.email,
  company_name: input.company_name,
  designation: input.designation,
  city: input.city,
  pincode: input.pincode,
  imageUploadId,
});

/** What a GST save writes: one record field per request field, as `personalDetailsUpdate`. */
type GstDetailsUpdate = Pick<UserRecord, keyof GstDetails>;

/** Unticking "I want to provide my GST Details" clears the GST fields; an empty field is stored as ''. */
export function gstDetailsUpdate(input: GstDetails): GstDetailsUpdate {
  const keep = input.provides_gst_details;
  const kept = <T extends string>(value: T | undefined): T | '' => (keep ? (value ?? '') : '');
  return {
    provides_gst_details: keep,
    gst_number: kept(input.gst_number),
    gst_company_name: kept(input.gst_company_name),
    gst_address_line_1: kept(input.gst_address_line_1),
    gst_address_line_2: kept(input.gst_address_line_2),
    gst_state: kept(input.gst_state),
    gst_pincode: kept(input.gst_pincode),
  };
}
