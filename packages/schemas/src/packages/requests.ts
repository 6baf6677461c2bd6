import * as z from 'zod/mini';
import { lenientId } from '../common/fields.ts';
import { buyerAddressWireShape } from '../purchase/buyer-address.ts';
import { sponsorContactSchema } from '../purchase/details.ts';
import { couponField } from '../purchase/fields.ts';
import { packageMessages } from './messages.ts';

const packageId = () =>
  lenientId(
    packageMessages.invalidPackageId,
    "The package's id: `id` of a package of GET packages, GET non-member-packages or GET enterprise-packages.",
  );

/** `POST package-payment` (signed in; the coupon-only dialog). */
export const packagePaymentInputSchema = z.object({
  package_id: packageId(),
  coupon: couponField(),
});
export type PackagePaymentInput = z.infer<typeof packagePaymentInputSchema>;

/**
 * `POST non-member-package-payment`, in the spec's payload order, with the non-member dialog's messages
 * ('Phone is required').
 */
export const nonMemberPackagePaymentInputSchema = z.object({
  package_id: packageId(),
  coupon: couponField(),
  name: sponsorContactSchema.shape.name,
  email: sponsorContactSchema.shape.email,
  phone: sponsorContactSchema.shape.phone,
  company_name: sponsorContactSchema.shape.company_name,
  designation: sponsorContactSchema.shape.designation,
  /** Extension: the buyer's address, required when the order needs it (rule 46). */
  ...buyerAddressWireShape,
});
export type NonMemberPackagePaymentInput = z.infer<typeof nonMemberPackagePaymentInputSchema>;
