/**
 * The purchase dialogs' schemas: the calls' contact with the phone as a country and a number (checked
 * per country, so this module loads the phone metadata: only the dialogs import it).
 */
import * as z from 'zod/mini';
import { phoneInputField } from '../phone/phone-field.ts';
import { buyerAddressWireShape, requiredBuyerAddressShape } from './buyer-address.ts';
import { purchaseContactSchema, sponsorContactSchema } from './details.ts';
import { couponField, purchasePhoneMessages } from './fields.ts';
import { purchaseMessages } from './messages.ts';

/** The free-session dialog: the contact, no coupon. */
export const purchaseContactFormSchema = z.extend(purchaseContactSchema, {
  phone: phoneInputField(purchasePhoneMessages(purchaseMessages.phoneNumberRequired)),
});
export type PurchaseContactFormValues = z.input<typeof purchaseContactFormSchema>;

/**
 * The guest details dialog of events, mentor booking and Venture Vault ('Personal Details', 'Pay  Now'):
 * the contact plus an optional coupon, and the address fields, asked only when the order needs them
 * (`needsBuyerAddress`; then `purchaseDetailsWithAddressSchema`). Its output is what the purchase calls take.
 */
export const purchaseDetailsSchema = z.extend(purchaseContactFormSchema, {
  coupon: couponField(),
  ...buyerAddressWireShape,
});
export type PurchaseDetails = z.output<typeof purchaseDetailsSchema>;
export type PurchaseDetailsFormValues = z.input<typeof purchaseDetailsSchema>;

/** The sponsor package non-member dialog: its phone message is 'Phone is required'. */
export const sponsorDetailsSchema = z.extend(sponsorContactSchema, {
  phone: phoneInputField(purchasePhoneMessages(purchaseMessages.phoneRequired)),
  coupon: couponField(),
  ...buyerAddressWireShape,
});
export type SponsorDetails = z.output<typeof sponsorDetailsSchema>;

/** The details dialog of an order that needs the buyer's address (rule 46): address, pincode, state required. */
export const purchaseDetailsWithAddressSchema = z.extend(purchaseDetailsSchema, requiredBuyerAddressShape);
export const sponsorDetailsWithAddressSchema = z.extend(sponsorDetailsSchema, requiredBuyerAddressShape);
