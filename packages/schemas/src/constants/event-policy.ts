import { REFUND_REVIEW_SENTENCE, REFUND_REVIEW_WORKING_DAYS } from '../account/refund-texts.ts';
import { SUPPORT_EMAIL } from './contact.ts';

/** Event detail page texts. The meaning of each bullet is the product's; the wording is ours (docs/product-rules.md, "Events and tickets"). */
export const REFUND_POLICY_TITLE = 'Refund & Cancellation Policy';

export const REFUND_POLICY_BULLETS = [
  'All sales are final. No refunds will be issued unless the event is cancelled by the organizers.',
  'If the event is postponed, your ticket remains valid for the new date.',
  "Tickets are issued in the buyer's name and are non-transferable.",
] as const;

export const ADMISSION_RIGHTS_DISCLAIMER =
  'The organizers reserve the right of admission. Entry is subject to a valid ticket and a photo ID matching the name on the booking.';

/**
 * One paragraph under the three bullets: how a refund request is handled. The bullets say no refund is
 * owed; a ticket holder may still ask, and the organisers decide case by case: the sentence the refund
 * dialog opens with (docs/product-rules.md, "Refunds").
 */
export const REFUND_REQUESTS_NOTE = `${REFUND_REVIEW_SENTENCE} Members ask from their account's Events details, other buyers write to ${SUPPORT_EMAIL}, before the event. The organisers reply by e-mail within ${REFUND_REVIEW_WORKING_DAYS} working days: an approved refund goes back to the card or account used and comes with a credit note; after a refusal the ticket stays valid.`;
