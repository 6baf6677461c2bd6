import { z } from 'zod';
import { lenientId } from '../common/fields.ts';
import { MIN_ORDER_QUANTITY } from '../constants/limits.ts';
import { eventMessages } from './messages.ts';
import { quantityOptionSchema } from './quantity.ts';

/**
 * The event page's plan and quantity choice before Book Now. `plan_id` is the chosen `prices` row
 * (none chosen: the spec's 'No Event selected yet, Please select the Event First'); `quantity` is the
 * selector's string '0'..'5' and comes out as the order's number 1..5 ('0' is refused: an order has
 * at least one ticket).
 */
export const eventBookingFormSchema = z.object({
  plan_id: lenientId(eventMessages.noPlanSelected),
  quantity: quantityOptionSchema
    .transform(Number)
    .pipe(z.number().min(MIN_ORDER_QUANTITY, { error: eventMessages.quantityNotChosen })),
});
export type EventBookingFormInput = z.input<typeof eventBookingFormSchema>;
export type EventBookingForm = z.output<typeof eventBookingFormSchema>;
