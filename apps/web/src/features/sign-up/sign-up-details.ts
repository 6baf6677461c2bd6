/**
 * From a sign-up form's validated values to the machine's `details.submit` payload: the password
 * confirmation stays in the browser and the duration belongs to the machine.
 */
import type { SignUpDetails } from '@lwl/machines';
import type { globalSignUpFormSchema, uaeSignUpFormSchema } from '@lwl/schemas';
import type { z } from 'zod';

export type SignUpFormOutput = z.output<typeof globalSignUpFormSchema> | z.output<typeof uaeSignUpFormSchema>;

export function signUpDetails(values: SignUpFormOutput): SignUpDetails {
  const { confirm_password: _confirm, membership_price_id: _priceId, ...details } = values;
  return details;
}
