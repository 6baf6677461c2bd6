import * as z from 'zod/mini';
import { optionalText, requiredText } from '../common/fields.ts';
import { PHONE_MAX_DIGITS } from '../constants/limits.ts';
import { purchaseMessages } from './messages.ts';

/**
 * A purchase dialog's phone: required (with the dialog's own message), then digits only, then at most
 * 10 of them (platform.md §9: "Phone maximum 10 digits with +91 prefix"). The field holds the national
 * number only: the UI shows the fixed prefix (`INDIA_PHONE_PREFIX`) beside it, so
 * '+91…', spaces or dashes are refused rather than guessed at.
 */
export const phoneField = (requiredMessage: string) =>
  z.pipe(
    z.pipe(
      requiredText(requiredMessage),
      z.string().check(z.regex(/^\d+$/, { error: purchaseMessages.phoneDigitsOnly })),
    ),
    z.string().check(z.maxLength(PHONE_MAX_DIGITS, { error: purchaseMessages.phoneTooLong })),
  );

/** A coupon code: optional; an empty or blank string means none (docs/decisions/0003). Checked by the server. */
export const couponField = () => optionalText();
