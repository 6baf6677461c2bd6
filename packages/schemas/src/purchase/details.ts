import * as z from 'zod/mini';
import { requiredEmail, requiredFullName, requiredText } from '../common/fields.ts';
import { TEXT_MAX } from '../constants/limits.ts';
import { apiPhoneField } from '../phone/api-phone.ts';
import { couponField, purchasePhoneMessages } from './fields.ts';
import { purchaseMessages } from './messages.ts';

/**
 * Buyer contact of the purchase calls, in the dialogs' field order; `phone` as
 * the API takes it (10 digits for India, E.164 otherwise). The dialogs' schemas are in `forms.ts`.
 */
export const purchaseContactSchema = z.object({
  name: requiredFullName(purchaseMessages.nameRequired),
  email: requiredEmail(),
  company_name: requiredText(purchaseMessages.companyNameRequired, TEXT_MAX.company),
  designation: requiredText(purchaseMessages.designationRequired, TEXT_MAX.designation),
  phone: apiPhoneField(purchasePhoneMessages(purchaseMessages.phoneNumberRequired)),
});
export type PurchaseContact = z.infer<typeof purchaseContactSchema>;

/** The sponsor package non-member call: the same fields, but its phone message is 'Phone is required'. */
export const sponsorContactSchema = z.extend(purchaseContactSchema, {
  phone: apiPhoneField(purchasePhoneMessages(purchaseMessages.phoneRequired)),
});
export type SponsorContact = z.infer<typeof sponsorContactSchema>;

/** The coupon-only dialog a signed-in buyer sees (events, packages). */
export const couponFormSchema = z.object({ coupon: couponField() });
export type CouponForm = z.infer<typeof couponFormSchema>;
