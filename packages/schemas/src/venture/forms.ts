import * as z from 'zod/mini';
import { purchaseDetailsSchema } from '../purchase/forms.ts';
import { venturePassTypeSchema } from './venture.ts';

/**
 * The Venture Vault booking modal: the pass type first, then the purchase details. `venture_id` (the
 * package clicked) and `member_type` (token present or not) come from the page, not the form.
 */
export const ventureBookingFormSchema = z.object({
  price_type: venturePassTypeSchema,
  ...purchaseDetailsSchema.shape,
});
export type VentureBookingForm = z.infer<typeof ventureBookingFormSchema>;
