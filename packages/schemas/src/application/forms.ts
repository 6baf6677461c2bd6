import type * as z from 'zod/mini';
import { newMemberFormRequestSchema } from './requests.ts';

/** The application form: the request itself (list answers from checkbox groups, photo from a file input). */
export const applicationFormSchema = newMemberFormRequestSchema;
export type ApplicationFormValues = z.input<typeof applicationFormSchema>;
