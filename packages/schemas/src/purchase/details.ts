import * as z from 'zod/mini';
import { requiredEmail, requiredName, requiredText } from '../common/fields.ts';
import { couponField, phoneField } from './fields.ts';
import { purchaseMessages } from './messages.ts';

/** Buyer contact of the purchase dialogs (platform.md §5), in the dialogs' field order. */
export const purchaseContactSchema = z.object({
  name: requiredName(purchaseMessages.nameRequired),
  email: requiredEmail(),
  company_name: requiredText(purchaseMessages.companyNameRequired),
  designation: requiredText(purchaseMessages.designationRequired),
  phone: phoneField(purchaseMessages.phoneNumberRequired),
});
export type PurchaseContact = z.infer<typeof purchaseContactSchema>;

/**
 * The guest details dialog of events, mentor booking and Venture Vault ('Personal Details', 'Pay  Now'):
 * the contact plus an optional coupon.
 */
export const purchaseDetailsSchema = z.extend(purchaseContactSchema, { coupon: couponField() });
export type PurchaseDetails = z.infer<typeof purchaseDetailsSchema>;

/** The sponsor package non-member dialog: the same fields, but its phone message is 'Phone is required'. */
export const sponsorContactSchema = z.extend(purchaseContactSchema, {
  phone: phoneField(purchaseMessages.phoneRequired),
});
export type SponsorContact = z.infer<typeof sponsorContactSchema>;

export const sponsorDetailsSchema = z.extend(sponsorContactSchema, { coupon: couponField() });
export type SponsorDetails = z.infer<typeof sponsorDetailsSchema>;

/** The coupon-only dialog a signed-in buyer sees (events, packages). */
export const couponFormSchema = z.object({ coupon: couponField() });
export type CouponForm = z.infer<typeof couponFormSchema>;
