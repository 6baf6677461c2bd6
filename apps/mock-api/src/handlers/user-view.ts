import { INDIA_STATES, type IndiaState, type User } from '@lwl/schemas';
import { userImageUrl } from '../images/urls.ts';
import type { UserRecord } from '../store/store.ts';

const orNull = (value: string): string | null => (value.trim() === '' ? null : value);
const isState = (value: string): value is IndiaState => (INDIA_STATES as readonly string[]).includes(value);

/** A user as `GET user` and `login` answer it: empty optional values are null, the photo an absolute URL. */
export const userView = (user: UserRecord, origin: string): User => ({
  id: user.id,
  title: user.title,
  first_name: user.first_name,
  last_name: user.last_name,
  phone: orNull(user.phone),
  email: user.email,
  company_name: user.company_name,
  designation: user.designation,
  city: user.city,
  state: orNull(user.state),
  pincode: user.pincode,
  image: userImageUrl(origin, user),
  provides_gst_details: user.provides_gst_details,
  gst_number: orNull(user.gst_number),
  gst_company_name: orNull(user.gst_company_name),
  gst_address_line_1: orNull(user.gst_address_line_1),
  gst_address_line_2: orNull(user.gst_address_line_2),
  gst_state: isState(user.gst_state) ? user.gst_state : null,
  gst_pincode: orNull(user.gst_pincode),
});
