import * as z from 'zod/mini';
import { okBody } from '../common/envelope.ts';
import { lenientId } from '../common/fields.ts';
import { accountUserSchema, membershipRecordSchema } from './membership-record.ts';
import { eventPurchaseSchema, mentorBookingSchema, packagePurchaseSchema } from './purchases.ts';

/**
 * `GET account-membership`: `data` is the member's current membership (the latest one), or null
 * without one ('No Membership Exists'); `user` names the card's holder.
 */
export const accountMembershipResponseSchema = okBody({
  data: z.nullable(membershipRecordSchema),
  user: accountUserSchema,
});
export type AccountMembershipResponse = z.infer<typeof accountMembershipResponseSchema>;

export const accountEventsResponseSchema = okBody({ data: z.array(eventPurchaseSchema) });
export type AccountEventsResponse = z.infer<typeof accountEventsResponseSchema>;

export const accountMentorsResponseSchema = okBody({ data: z.array(mentorBookingSchema) });
export type AccountMentorsResponse = z.infer<typeof accountMentorsResponseSchema>;

export const accountPackagesResponseSchema = okBody({ data: z.array(packagePurchaseSchema) });
export type AccountPackagesResponse = z.infer<typeof accountPackagesResponseSchema>;

/** `POST delete-event`: the refund request of one of the caller's event purchases. */
export const deleteEventRequestSchema = z.object({
  event_id: lenientId(
    'event_id is required',
    "The purchase's id, not the event's (the specs' name): `id` of a row of GET account-events.",
  ),
});
export type DeleteEventRequest = z.input<typeof deleteEventRequestSchema>;
