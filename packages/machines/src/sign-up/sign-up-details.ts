import type { GlobalSignUpFormOutput, UaeSignUpFormOutput } from '@lwl/schemas';
import type { SignUpDetails } from './sign-up-machine.ts';

export type SignUpFormOutput = GlobalSignUpFormOutput | UaeSignUpFormOutput;

/**
 * From a sign-up form's validated values to the machine's `details.submit` payload: the password
 * confirmation stays in the browser and the duration belongs to the machine.
 */
export function signUpDetails(values: SignUpFormOutput): SignUpDetails {
  const { confirm_password: _confirm, membership_price_id: _priceId, ...details } = values;
  return details;
}
