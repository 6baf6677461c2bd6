import * as z from 'zod/mini';
import { lenientInt } from '../common/fields.ts';
import { MAX_ORDER_QUANTITY, MIN_ORDER_QUANTITY, QUANTITY_OPTIONS } from '../constants/limits.ts';
import { eventMessages } from './messages.ts';

/** A value of the quantity selector: '0' to '5' (`QUANTITY_OPTIONS`, default `DEFAULT_QUANTITY`). */
export type QuantityOption = (typeof QUANTITY_OPTIONS)[number];

export const quantityOptionSchema = z.enum(QUANTITY_OPTIONS, { error: eventMessages.quantityRange });

/** An order's quantity as the API reads it: 1 to 5, a number or a numeric string. */
export const orderQuantityField = () =>
  lenientInt(eventMessages.quantityRange, { min: MIN_ORDER_QUANTITY, max: MAX_ORDER_QUANTITY });
