/** Messages of the membership purchase and sign-up forms, word for word (docs/product-rules.md, "Messages"). */
export const membershipMessages = {
  firstNameRequired: 'First Name is required',
  lastNameRequired: 'Last Name is required',
  companyNameRequired: 'companyName is required',
  designationRequired: 'Designation is required',
  pinCodeRequired: 'Pin code is required',
  passwordRequired: 'password is required',
  phoneRequired: 'Phone Number is required',
  phoneDigitsOnly: 'Only number is allow',
  durationRequired: 'Please select duration of membership.',
  bookingSuccess: 'Thank you! Your booking was successful. Welcome to Leading Ladies Network!',
  // Decisions (the specs give no wording for these; the phone's length and country rules are `phoneMessages`):
  cityRequired: 'City is required',
  stateRequired: 'State is required',
  countryRequired: 'Please select a country.',
  /** The sign-ups sell abroad: their code is a ZIP or postal code, not an Indian pin code. */
  postalCodeRequired: 'ZIP / postal code is required',
  /** Server answer of a create-order call (the callback answers `bookingSuccess`). */
  orderCreated: 'Order created successfully.',
  /** 400 of the membership purchase and sign-up calls when the e-mail already has an account. */
  emailTaken: 'An account with this email already exists. Please log in to continue.',
} as const;
