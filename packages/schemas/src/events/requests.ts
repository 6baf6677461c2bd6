import * as z from 'zod/mini';
import { lenientId, requiredText } from '../common/fields.ts';
import { buyerAddressWireShape } from '../purchase/buyer-address.ts';
import { purchaseContactSchema } from '../purchase/details.ts';
import { couponField } from '../purchase/fields.ts';
import { attendeesWireField, holdersCountCheck } from './attendees.ts';
import { eventMessages } from './messages.ts';
import { orderQuantityField } from './quantity.ts';

/** `GET events/{slug}`. */
export const eventSlugInputSchema = z.object({ slug: requiredText(eventMessages.slugRequired) });
export type EventSlugInput = z.infer<typeof eventSlugInputSchema>;

const eventId = () =>
  lenientId(
    eventMessages.invalidEventId,
    "The event's id: `data.id` of GET events/{slug}, `id` of an event of GET events.",
  );

/** `POST event-payment` (guest), in the spec's payload order. The server picks the non-member price. */
export const eventPaymentInputSchema = z
  .object({
    name: purchaseContactSchema.shape.name,
    email: purchaseContactSchema.shape.email,
    company_name: purchaseContactSchema.shape.company_name,
    designation: purchaseContactSchema.shape.designation,
    quantity: orderQuantityField(),
    event_id: eventId(),
    phone: purchaseContactSchema.shape.phone,
    coupon: couponField(),
    /** Extension: the buyer's address, required when the order needs it (rule 46). */
    ...buyerAddressWireShape,
    /** Extension: one holder per ticket. */
    attendees: attendeesWireField(),
  })
  .check(holdersCountCheck());
export type EventPaymentInput = z.infer<typeof eventPaymentInputSchema>;

/** `POST user-event-payment` (signed in): the server picks the price row from the caller's membership. */
export const userEventPaymentInputSchema = z
  .object({
    quantity: orderQuantityField(),
    event_id: eventId(),
    coupon: couponField(),
    /** Extension: one holder per ticket. */
    attendees: attendeesWireField(),
  })
  .check(holdersCountCheck());
export type UserEventPaymentInput = z.infer<typeof userEventPaymentInputSchema>;
