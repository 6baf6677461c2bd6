/**
 * The words of a refund request (issue "After the purchase"): the confirmation names what would be
 * refunded and what happens next; afterwards the ticket shows the request's status with its date.
 * The specs fix only the prompt 'Are you sure you want to proceed?' (accountMessages.confirmProceed).
 */

/** Working days the organisers take to review a refund request (our decision, in docs/product-rules.md). */
export const REFUND_REVIEW_WORKING_DAYS = 5;

/** What a refund request can be, whatever words a backend uses (see `refundStateOf` in @lwl/machines). */
export type RefundState = 'requested' | 'refunded' | 'declined';

export const refundTexts = {
  dialogTitle: 'Request a refund',
  event: 'Event',
  date: 'Date',
  quantity: 'Tickets',
  amount: 'Amount to be refunded',
  nextTitle: 'What happens next',
  next: (amount: string) => [
    `The organisers review your request within ${REFUND_REVIEW_WORKING_DAYS} working days.`,
    'You hear back by e-mail, at the address of your account.',
    `If it is approved, ${amount} goes back to the card or account you paid with, and a credit note is issued against your invoice.`,
  ],
  confirm: 'Yes, request the refund',
  sending: 'Sending your request…',
  cancel: 'Keep my ticket',
  /** The status line of a ticket, by state, with the date it reached it. */
  status: {
    requested: (date: string) => `Refund requested on ${date}`,
    refunded: (date: string) => `Refunded on ${date}`,
    declined: (date: string) => `Refund declined on ${date}`,
  } satisfies Record<RefundState, (date: string) => string>,
  /** The same without a date (a backend that does not send one). */
  statusUndated: {
    requested: 'Refund requested',
    refunded: 'Refunded',
    declined: 'Refund declined',
  } satisfies Record<RefundState, string>,
  statusLabel: 'Refund status',
} as const;
