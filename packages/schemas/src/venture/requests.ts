import * as z from 'zod/mini';
import { lenientId } from '../common/fields.ts';
import { buyerAddressWireShape } from '../purchase/buyer-address.ts';
import { purchaseContactSchema } from '../purchase/details.ts';
import { couponField } from '../purchase/fields.ts';
import { ventureMessages } from './messages.ts';
import { ventureMemberTypeSchema, venturePassTypeSchema } from './venture.ts';

/**
 * `POST venture-payment`, in the spec's payload order. `member_type: 'member'` needs a signed-in caller
 * (403 for a guest); the server computes the price with `venturePassPrice`.
 */
export const venturePaymentInputSchema = z.object({
  name: purchaseContactSchema.shape.name,
  email: purchaseContactSchema.shape.email,
  company_name: purchaseContactSchema.shape.company_name,
  designation: purchaseContactSchema.shape.designation,
  member_type: ventureMemberTypeSchema,
  price_type: venturePassTypeSchema,
  venture_id: lenientId(
    ventureMessages.invalidVentureId,
    "The Venture Vault package's id: `id` of GET ventures.",
  ),
  coupon: couponField(),
  phone: purchaseContactSchema.shape.phone,
  /** Extension: the buyer's address, required when the order needs it (rule 46). */
  ...buyerAddressWireShape,
});
export type VenturePaymentInput = z.infer<typeof venturePaymentInputSchema>;
