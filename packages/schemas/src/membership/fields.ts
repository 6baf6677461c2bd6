import type { PhoneFieldMessages } from '../phone/phone-messages.ts';
import { membershipMessages } from './messages.ts';

/**
 * The membership forms' phone messages, word for word from the specs ('Phone Number is required',
 * 'Only number is allow'); the field is the shared one (`phone/phone-field.ts`).
 */
export const membershipPhoneMessages: PhoneFieldMessages = {
  required: membershipMessages.phoneRequired,
  digitsOnly: membershipMessages.phoneDigitsOnly,
};
