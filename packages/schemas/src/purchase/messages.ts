/**
 * Messages of the purchase dialogs (events, mentor booking, Venture Vault, sponsor packages), word for
 * word (docs/product-rules.md, "Messages").
 */
export const purchaseMessages = {
  nameRequired: 'Name is required',
  companyNameRequired: 'Company Name is required',
  designationRequired: 'Designation is required',
  phoneNumberRequired: 'Phone Number is required',
  /** The sponsor package non-member dialog words it so. */
  phoneRequired: 'Phone is required',
  thankYou: 'Thank You! Your payment has been received.',
  // Ours (an Indian phone is at most 10 digits after +91, and the product words no message for it;
  // the length and country rules' messages are `phoneMessages`):
  phoneDigitsOnly: 'Phone number must contain digits only',
} as const;
