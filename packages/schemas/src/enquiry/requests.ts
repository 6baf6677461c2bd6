import * as z from 'zod/mini';
import { optionalText, requiredEmail, requiredName, requiredText } from '../common/fields.ts';
import { ENQUIRY_ANNUAL_INCOMES, ENQUIRY_CITIES, ENQUIRY_WORK_EXPERIENCES } from '../constants/index.ts';
import { optionalChoice, requiredChoice } from '../profile/fields.ts';
import { enquiryMessages as m } from './messages.ts';

/** `POST uaeEnquiry` (multipart). No phone format rule is shown in the spec, so none is applied. */
export const uaeEnquiryRequestSchema = z.object({
  first_name: requiredName(m.firstNameRequired),
  last_name: requiredName(m.lastNameRequired),
  email: requiredEmail(),
  phone: requiredText(m.phoneRequired),
  city: requiredChoice(ENQUIRY_CITIES, m.cityRequired),
  designation: optionalText(),
  company_name: optionalText(),
  annual_income: optionalChoice(ENQUIRY_ANNUAL_INCOMES, m.annualIncomeInvalid),
  work_experience: optionalChoice(ENQUIRY_WORK_EXPERIENCES, m.workExperienceInvalid),
});
export type UaeEnquiryRequest = z.input<typeof uaeEnquiryRequestSchema>;
export type UaeEnquiry = z.output<typeof uaeEnquiryRequestSchema>;
