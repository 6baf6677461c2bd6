import { optionalText } from '../common/fields.ts';
import type { PhoneFieldMessages } from '../phone/phone-messages.ts';
import { purchaseMessages } from './messages.ts';

/**
 * A purchase dialog's phone messages: required (with the dialog's own words), then digits only. The
 * field itself is the shared one (`phone/phone-field.ts`): a country and the number, sent as 10 digits
 * for India, E.164 for any other country.
 */
export const purchasePhoneMessages = (required: string): PhoneFieldMessages => ({
  required,
  digitsOnly: purchaseMessages.phoneDigitsOnly,
});

/** A coupon code: optional; an empty or blank string means none (docs/decisions/0003). Checked by the server. */
export const couponField = () => optionalText();
