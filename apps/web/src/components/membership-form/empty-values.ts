import { DEFAULT_PHONE_COUNTRY } from '@lwl/schemas';

/**
 * The personal fields' empty values: the start of the purchase form and of both sign-up forms (the
 * phone's country is India; the UAE form sets its own).
 */
export const EMPTY_PERSONAL_VALUES = {
  title: '',
  first_name: '',
  last_name: '',
  phone: { country: DEFAULT_PHONE_COUNTRY, number: '' },
  email: '',
  company_name: '',
  designation: '',
  city: '',
  state: '',
  password: '',
  confirm_password: '',
  pincode: '',
  provides_gst_details: false,
} as const;
