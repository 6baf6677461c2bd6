import * as z from 'zod/mini';
import { phoneInputField } from '../phone/phone-field.ts';
import { enquiryMessages } from './messages.ts';
import { enquiryPhoneMessages, uaeEnquiryRequestSchema } from './requests.ts';

/**
 * The UAE enquiry form: the request plus the required consent checkbox, which is not submitted (the
 * request schema drops it).
 */
export const uaeEnquiryFormSchema = z.extend(uaeEnquiryRequestSchema, {
  phone: phoneInputField(enquiryPhoneMessages),
  consent: z.literal(true, { error: enquiryMessages.consentRequired }),
});
export type UaeEnquiryFormValues = z.input<typeof uaeEnquiryFormSchema>;
