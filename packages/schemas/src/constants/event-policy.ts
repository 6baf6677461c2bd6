/** Event detail page texts (platform.md §2). The specs give the meaning of each bullet; the wording is ours. */
export const REFUND_POLICY_TITLE = 'Refund & Cancellation Policy';

export const REFUND_POLICY_BULLETS = [
  'All sales are final. No refunds will be issued unless the event is cancelled by the organizers.',
  'If the event is postponed, your ticket remains valid for the new date.',
  "Tickets are issued in the buyer's name and are non-transferable.",
] as const;

export const ADMISSION_RIGHTS_DISCLAIMER =
  'The organizers reserve the right of admission. Entry is subject to a valid ticket and a photo ID matching the name on the booking.';
