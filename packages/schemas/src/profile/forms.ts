import type { z } from 'zod';
import { updateGstDetailsRequestSchema, updatePersonalDetailsRequestSchema } from './requests.ts';

/** Account details form: the request schema itself (snake_case API names; photo optional). */
export const profileFormSchema = updatePersonalDetailsRequestSchema;
export type ProfileFormValues = z.input<typeof profileFormSchema>;

/** GST edit form: the checkbox plus the GST fields, no validation beyond the state list. */
export const gstFormSchema = updateGstDetailsRequestSchema;
export type GstFormValues = z.input<typeof gstFormSchema>;
