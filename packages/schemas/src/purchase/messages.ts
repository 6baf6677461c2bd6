/**
 * Messages of the purchase dialogs (events, mentor booking, Venture Vault, sponsor packages), word for
 * word from platform.md §5 and §2.
 */
export const purchaseMessages = {
  nameRequired: 'Name is required',
  companyNameRequired: 'Company Name is required',
  designationRequired: 'Designation is required',
  phoneNumberRequired: 'Phone Number is required',
  /** The sponsor package non-member dialog words it so. */
  phoneRequired: 'Phone is required',
  thankYou: 'Thank You! Your payment has been received.',
  // Decision (platform.md §9 fixes "Phone maximum 10 digits with +91 prefix" but gives no message;
  // the length and country rules' messages are `phoneMessages`):
  phoneDigitsOnly: 'Phone number must contain digits only',
} as const;
