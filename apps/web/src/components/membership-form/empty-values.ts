/** The personal fields' empty values: the start of the purchase form and of both sign-up forms. */
export const EMPTY_PERSONAL_VALUES = {
  title: '',
  first_name: '',
  last_name: '',
  phone: '',
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
