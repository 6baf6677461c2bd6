/**
 * The words of a refund request (issue "After the purchase"): the confirmation names what would be
 * refunded and what happens next; afterwards the ticket shows the request's status with its date.
 * The specs fix only the prompt 'Are you sure you want to proceed?' (accountMessages.confirmProceed).
 */

/** Working days the organisers take to review a refund request (our decision, in docs/product-rules.md). */
export const REFUND_REVIEW_WORKING_DAYS = 5;

/** What a refund request can be, whatever words a backend uses (see `refundStateOf` in @lwl/machines). */
export type RefundState = 'requested' | 'refunded' | 'refused';

/**
 * The words of a purchase's refund state, one vocabulary everywhere: the ticket, the account's events,
 * the invoices list, the receipt and the e-mails (docs/product-rules.md, "Refunds").
 */
export const REFUND_STATE_LABELS = {
  requested: 'Refund requested',
  refunded: 'Refunded',
  refused: 'Refund refused',
} as const satisfies Record<RefundState, string>;

/**
 * How the policy's 'All sales are final' (no refund is owed) and a refund request go together: the
 * request asks for an exception, which the organisers decide. The event page's policy note and the
 * refund dialog both say it (docs/product-rules.md, "Refunds").
 */
export const REFUND_REVIEW_SENTENCE =
  'All sales are final, so no refund is owed unless the organisers cancel the event; you may still ask for one, and the organisers review each request and decide case by case.';

export const refundTexts = {
  dialogTitle: 'Request a refund',
  event: 'Event',
  date: 'Date',
  quantity: 'Tickets',
  amount: 'Amount to be refunded',
  nextTitle: 'What happens next',
  next: (amount: string) => [
    REFUND_REVIEW_SENTENCE,
    `The organisers review your request within ${REFUND_REVIEW_WORKING_DAYS} working days.`,
    'You hear back by e-mail, at the address of your account.',
    `If it is approved, ${amount} goes back to the card or account you paid with, and a credit note is issued against your invoice.`,
  ],
  confirm: 'Yes, request the refund',
  sending: 'Sending your request…',
  cancel: 'Keep my ticket',
  /** The status line of a ticket, by state, with the date it reached it. */
  status: {
    requested: (date: string) => `${REFUND_STATE_LABELS.requested} on ${date}`,
    refunded: (date: string) => `${REFUND_STATE_LABELS.refunded} on ${date}`,
    refused: (date: string) => `${REFUND_STATE_LABELS.refused} on ${date}`,
  } satisfies Record<RefundState, (date: string) => string>,
  /** The same without a date (a backend that does not send one). */
  statusUndated: REFUND_STATE_LABELS,
  statusLabel: 'Refund status',
  /** The credit note of an approved refund, on the receipt and in the e-mails. */
  creditNote: 'Credit note',
} as const;
