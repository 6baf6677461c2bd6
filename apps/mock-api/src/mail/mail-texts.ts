/**
 * The words of the mock's e-mails. They stand in for the backend's own messages, so they live with the
 * mock; the labels the receipt page shows too (Purchase, Amount paid, GST…) come from `checkoutTexts`.
 */
export const mailTexts = {
  otpSubject: 'Your LWL password reset code',
  otpBody: (code: string) =>
    `Your code to reset your password is ${code}. It is valid for 10 minutes. If you did not ask for it, you can ignore this e-mail.`,

  greeting: (name: string) => (name.trim() ? `Hello ${name.trim()},` : 'Hello,'),
  confirmationSubject: (item: string, orderId: string) => `Your receipt for ${item} (${orderId})`,
  confirmationIntro: 'Thank you for your purchase. Here is your receipt.',
  ticketsTitle: 'Your tickets',
  ticketsIntro: 'Show each ticket’s QR code at the door: the tickets link opens them, no sign-in needed.',
  keepLinks:
    'Keep this e-mail: its links open your receipt and tickets without signing in. Anyone with them can see this order, so share them only with your guests.',
  /** An order with no ticket (a membership, a mentor session, a package): no tickets, no guests. */
  keepReceiptLink:
    'Keep this e-mail: its links open your receipt without signing in. Anyone with them can see this order, so do not forward it.',
  calendarAttached: 'The calendar file (.ics) is attached.',
  viewReceipt: 'View your receipt',
  viewTickets: 'View your tickets',
  downloadInvoice: 'Download your invoice',
  googleCalendar: 'Add to Google Calendar',
  outlookCalendar: 'Add to Outlook',
  logIn: 'Log in to your new account',
  invoiceNumber: 'Invoice',

  freeSessionSubject: (mentor: string) => `Your free session with ${mentor} is booked`,
  freeSessionIntro: (mentor: string) => `Thank you: your free session with ${mentor} is booked.`,
  freeSession: 'free',

  refundRequestSubject: (item: string) => `Refund requested: ${item}`,
  refundRequestIntro: (item: string) =>
    `We have received your request to refund your tickets for ${item}. The organisers review it and decide; we will write to you again when they have.`,
  refundUpdateSubject: (item: string, refunded: boolean) =>
    refunded ? `Your refund for ${item} has been made` : `Your refund request for ${item} was refused`,
  refundRefunded: (amount: string, creditNote: string | null) =>
    `The organisers approved your request: your refund of ${amount} has been made to the card or account you paid with.${creditNote ? ` Credit note ${creditNote} reverses your tax invoice.` : ''} Banks usually show the refund within 5–7 working days.`,
  refundRefused:
    'The organisers reviewed your request and refused it: all sales are final, and your ticket stays valid. You can ask again from the Events section of your account, or reply to this e-mail.',
  refundAmount: 'Refund amount',
  requestedAt: 'Requested',
  updatedAt: 'Updated',

  linksResentSubject: 'Your LWL receipts and tickets',
  linksResentIntro: (count: number) =>
    count === 1
      ? 'You asked for the links to your order. Here it is:'
      : `You asked for the links to your orders. Here are the ${count} most recent, newest first:`,
} as const;
