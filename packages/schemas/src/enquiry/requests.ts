import * as z from 'zod/mini';
import { optionalText, requiredEmail, requiredName } from '../common/fields.ts';
import {
  ENQUIRY_ANNUAL_INCOMES,
  ENQUIRY_CITIES,
  ENQUIRY_WORK_EXPERIENCES,
  TEXT_MAX,
} from '../constants/index.ts';
import { apiPhoneField } from '../phone/api-phone.ts';
import type { PhoneFieldMessages } from '../phone/phone-messages.ts';
import { optionalChoice, requiredChoice } from '../profile/fields.ts';
import { enquiryMessages as m } from './messages.ts';

export const enquiryPhoneMessages: PhoneFieldMessages = {
  required: m.phoneRequired,
  digitsOnly: m.phoneDigitsOnly,
};

/**
 * `POST uaeEnquiry` (multipart). The spec shows no phone rule; the phone is the shared field's (10
 * digits for India, E.164 for any other country), as on every form.
 */
export const uaeEnquiryRequestSchema = z.object({
  first_name: requiredName(m.firstNameRequired),
  last_name: requiredName(m.lastNameRequired),
  email: requiredEmail(),
  phone: apiPhoneField(enquiryPhoneMessages),
  city: requiredChoice(ENQUIRY_CITIES, m.cityRequired),
  designation: optionalText(TEXT_MAX.designation),
  company_name: optionalText(TEXT_MAX.company),
  annual_income: optionalChoice(ENQUIRY_ANNUAL_INCOMES, m.annualIncomeInvalid),
  work_experience: optionalChoice(ENQUIRY_WORK_EXPERIENCES, m.workExperienceInvalid),
});
export type UaeEnquiryRequest = z.input<typeof uaeEnquiryRequestSchema>;
export type UaeEnquiry = z.output<typeof uaeEnquiryRequestSchema>;
