/**
 * Messages of the UAE enquiry form. The spec only has browser-level `required`
 * on first_name, last_name, email, phone, city and the consent box, with no wording: the field messages
 * below are ours, worded like the membership forms'.
 */
export const enquiryMessages = {
  success: 'Your request has been submitted successfully!',
  firstNameRequired: 'First Name is required',
  lastNameRequired: 'Last Name is required',
  phoneRequired: 'Phone Number is required',
  /** The membership forms' words for a phone with letters. */
  phoneDigitsOnly: 'Only number is allow',
  cityRequired: 'Please select a city.',
  consentRequired: 'Please give your consent to be contacted.',
  annualIncomeInvalid: 'Please select an annual income from the list.',
  workExperienceInvalid: 'Please select a work experience from the list.',
} as const;
