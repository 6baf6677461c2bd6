import * as z from 'zod/mini';
import { requiredEmail, requiredFullName, requiredText } from '../common/fields.ts';
import { TEXT_MAX } from '../constants/limits.ts';
import { apiPhoneField, phoneInputField } from '../phone/phone-field.ts';
import { couponField, purchasePhoneMessages } from './fields.ts';
import { purchaseMessages } from './messages.ts';

const phone = purchasePhoneMessages(purchaseMessages.phoneNumberRequired);
const sponsorPhone = purchasePhoneMessages(purchaseMessages.phoneRequired);

/**
 * Buyer contact of the purchase calls (platform.md §5, §7), in the dialogs' field order; `phone` as
 * the API takes it (10 digits for India, E.164 otherwise).
 */
export const purchaseContactSchema = z.object({
  name: requiredFullName(purchaseMessages.nameRequired),
  email: requiredEmail(),
  company_name: requiredText(purchaseMessages.companyNameRequired, TEXT_MAX.company),
  designation: requiredText(purchaseMessages.designationRequired, TEXT_MAX.designation),
  phone: apiPhoneField(phone),
});
export type PurchaseContact = z.infer<typeof purchaseContactSchema>;

/** The free-session dialog: the contact with the phone as a country and a number. */
export const purchaseContactFormSchema = z.extend(purchaseContactSchema, { phone: phoneInputField(phone) });
export type PurchaseContactFormValues = z.input<typeof purchaseContactFormSchema>;

/**
 * The guest details dialog of events, mentor booking and Venture Vault ('Personal Details', 'Pay  Now'):
 * the contact plus an optional coupon. Its output is what the purchase calls take.
 */
export const purchaseDetailsSchema = z.extend(purchaseContactFormSchema, { coupon: couponField() });
export type PurchaseDetails = z.output<typeof purchaseDetailsSchema>;
export type PurchaseDetailsFormValues = z.input<typeof purchaseDetailsSchema>;

/** The sponsor package non-member call: the same fields, but its phone message is 'Phone is required'. */
export const sponsorContactSchema = z.extend(purchaseContactSchema, { phone: apiPhoneField(sponsorPhone) });
export type SponsorContact = z.infer<typeof sponsorContactSchema>;

/** The sponsor package non-member dialog. */
export const sponsorDetailsSchema = z.extend(sponsorContactSchema, {
  phone: phoneInputField(sponsorPhone),
  coupon: couponField(),
});
export type SponsorDetails = z.output<typeof sponsorDetailsSchema>;

/** The coupon-only dialog a signed-in buyer sees (events, packages). */
export const couponFormSchema = z.object({ coupon: couponField() });
export type CouponForm = z.infer<typeof couponFormSchema>;
