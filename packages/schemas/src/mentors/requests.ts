import * as z from 'zod/mini';
import { described, lenientId, requiredText } from '../common/fields.ts';
import { buyerAddressWireShape } from '../purchase/buyer-address.ts';
import { purchaseContactSchema } from '../purchase/details.ts';
import { couponField } from '../purchase/fields.ts';
import { mentorMessages } from './messages.ts';

/** `GET mentors/{id}`: the id in the path is the mentor's slug (the page is /mentors-details/{slug}). */
export const mentorSlugInputSchema = z.object({
  id: described(
    requiredText(mentorMessages.slugRequired),
    "The mentor's slug, not a number (the specs' name): `slug` of a mentor of GET mentors.",
  ),
});
export type MentorSlugInput = z.infer<typeof mentorSlugInputSchema>;

const mentorId = () =>
  lenientId(
    mentorMessages.invalidMentorId,
    "The mentor's id: `id` of a mentor of GET mentors or GET mentors/{id}.",
  );

/**
 * `POST mentor-free-sesssion-appointment`: the buyer's contact, no coupon. Guests only for mentors that
 * allow non-members (else 403 with `mentorMessages.membersOnly`).
 */
export const mentorFreeSessionInputSchema = z.object({
  mentor_id: mentorId(),
  ...purchaseContactSchema.shape,
});
export type MentorFreeSessionInput = z.infer<typeof mentorFreeSessionInputSchema>;

/** `POST mentor-appointment-payment`: the same plus an optional coupon; same members-only rule. */
export const mentorAppointmentPaymentInputSchema = z.extend(mentorFreeSessionInputSchema, {
  coupon: couponField(),
  /** Extension: the buyer's address, required when the order needs it (rule 46). */
  ...buyerAddressWireShape,
});
export type MentorAppointmentPaymentInput = z.infer<typeof mentorAppointmentPaymentInputSchema>;
