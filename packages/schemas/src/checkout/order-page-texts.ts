/**
 * The words of the pages an order's links open (issue "After the purchase"): the receipt at its own
 * address, the ticket with its QR codes, a link that opens no order, and "Send my links again". The
 * API's own messages (not found, links resent, too many) are `ordersMessages`.
 */
import { TRY_AGAIN } from '../common/load-messages.ts';

export const receiptPageTexts = {
  loading: 'Loading your receipt…',
  failed: 'Your receipt could not be loaded.',
  tryAgain: TRY_AGAIN,
  holder: 'Name',
  viewTicket: 'View your ticket',
  viewTickets: 'View your tickets',
  downloadInvoice: 'Download tax invoice (PDF)',
  preparingInvoice: 'Preparing your invoice…',
  invoiceNumber: 'Tax invoice',
  googleCalendar: 'Google Calendar',
  outlook: 'Outlook',
  icsFile: 'Calendar file (.ics)',
  /** Under the receipt: this page's address opens it again (and the e-mail has it). */
  keepThisLink:
    'This page has its own address: bookmark it, or open it again from the confirmation e-mail we sent you.',
} as const;

export const ticketTexts = {
  title: 'Your ticket',
  listTitle: 'Your tickets',
  eyebrow: 'Tickets',
  loading: 'Loading your ticket…',
  failed: 'Your ticket could not be loaded.',
  date: 'Date',
  time: 'Time',
  venue: 'Venue',
  holder: 'Booked by',
  quantity: 'Quantity',
  orderId: 'Order ID',
  codesTitle: 'Entry codes',
  /**
   * The accessible name of a ticket's QR code: the design requires it to contain "QR code" and the
   * ticket holder's name.
   */
  qrAlt: (n: number, of: number, holder: string, code: string) =>
    `QR code for ticket ${n} of ${of}, ${holder || 'holder not named yet'}: ${code}`,
  /** Under a ticket's QR code: whose it is. */
  validFor: (holder: string) => `Valid for ${holder}`,
  /** A ticket whose holder the buyer has not named yet. */
  unnamed: 'Holder not named yet',
  entry:
    'Show one QR code per person at the entrance, on a phone or printed. Each ticket is valid for the person named under its code, with a photo ID matching that name.',
  /** One holder's own ticket, opened from her e-mail. */
  ownTitle: 'Your ticket',
  ownEntry:
    'Show this QR code at the entrance, on your phone or printed, with a photo ID matching the name under it. The ticket is valid for you only.',
  /** The buyer's correction of a holder's name, until the event starts. */
  correctName: 'Correct the name',
  correctNameFor: (label: string) => `Correct the name on ${label}`,
  saveName: 'Save name',
  savingName: 'Saving…',
  cancel: 'Cancel',
  renameUntilStart: 'You can correct the names on these tickets until the event starts.',
  print: 'Print',
  viewReceipt: 'View your receipt',
  /** An order with no ticket (a mentor session, a package, a membership). */
  noTicket: 'This order has no ticket: it is not for an event or a pass. Its receipt has the details.',
  openTicket: (event: string) => `Open the ticket for ${event}`,
  /** A ticket whose purchase record has no order id (bought before ticket pages existed). */
  noTicketPage: 'Its ticket was sent by e-mail.',
} as const;

export const orderLinkTexts = {
  /** The heading of a link that opens no order; the message below it is ordersMessages.notFound. */
  notFoundTitle: 'This link does not open an order',
  resendTitle: 'Send my links again',
  resendIntro:
    'Enter the e-mail address you gave when you paid, and we will e-mail you the receipt and ticket links of its orders.',
  email: 'E-mail address',
  resendSubmit: 'Send my links again',
  resending: 'Sending…',
} as const;
