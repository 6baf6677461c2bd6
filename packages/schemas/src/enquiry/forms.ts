import * as z from 'zod/mini';
import { enquiryMessages } from './messages.ts';
import { uaeEnquiryRequestSchema } from './requests.ts';

/**
 * The UAE enquiry form: the request plus the required consent checkbox, which is not submitted (the
 * request schema drops it).
 */
export const uaeEnquiryFormSchema = z.extend(uaeEnquiryRequestSchema, {
  consent: z.literal(true, { error: enquiryMessages.consentRequired }),
});
export type UaeEnquiryFormValues = z.input<typeof uaeEnquiryFormSchema>;
