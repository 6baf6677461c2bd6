import * as z from 'zod/mini';
import { phoneInputField } from '../phone/phone-field.ts';
import { pincodeMatchesPhone, profilePhoneMessages } from './fields.ts';
import { profileMessages } from './messages.ts';
import { personalDetailsShape, updateGstDetailsRequestSchema } from './requests.ts';

/**
 * Account details form: the request's fields (snake_case API names; photo optional), the phone as a
 * country and a number; its output is the request.
 */
export const profileFormSchema = z
  .extend(personalDetailsShape, { phone: phoneInputField(profilePhoneMessages) })
  .check(pincodeMatchesPhone);
export type ProfileFormValues = z.input<typeof profileFormSchema>;

/** Whether an edited e-mail differs from the account's (case and surrounding spaces aside). */
export const emailChanged = (original: string, edited: unknown): boolean =>
  typeof edited === 'string' && edited.trim().toLowerCase() !== original.trim().toLowerCase();

/**
 * The account details form of an account whose e-mail is `originalEmail`: changing the e-mail asks
 * for the current password ('current_password' carries the message).
 */
export const profileFormSchemaFor = (originalEmail: string) =>
  profileFormSchema.check(
    z.superRefine((value, ctx) => {
      if (emailChanged(originalEmail, value.email) && !value.current_password?.trim()) {
        ctx.addIssue({
          code: 'custom',
          path: ['current_password'],
          message: profileMessages.currentPasswordRequired,
        });
      }
    }),
  );

/** GST edit form: the checkbox plus the GST fields, no validation beyond the state list. */
export const gstFormSchema = updateGstDetailsRequestSchema;
export type GstFormValues = z.input<typeof gstFormSchema>;
