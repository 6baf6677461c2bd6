/**
 * The texts of the order summary, the payment problems and the receipt (issue "purchases a buyer can
 * trust"; the specs fix only 'Payment Failed! ' and 'Invalid coupon code.'; those and 'Payment cancelled…'
 * are in commonMessages, which the checkout machine already carries).
 */
import { TRY_AGAIN } from '../common/load-messages.ts';

export const checkoutTexts = {
  summaryTitle: 'Order summary',
  unitPrice: 'Unit price',
  quantity: 'Quantity',
  subtotal: 'Subtotal',
  discount: 'Coupon discount',
  coupon: 'Coupon',
  gstAdded: 'GST',
  gstIncluded: (gst: string) => `Includes ${gst} GST`,
  gstNone: 'No GST (export of services)',
  total: 'Total',
  totalAtPayment: 'Listed price. The total, with any coupon and GST, is confirmed at payment.',
  quoting: 'Updating the total…',
  applyCoupon: 'Apply',
  couponApplied: (code: string) => `Coupon ${code} applied.`,
  paymentFailedTitle: 'Payment failed',
  orderFailedTitle: 'We could not start your payment',
  scriptFailedTitle: 'Payment could not start',
  /** After the script's own message (or `scriptFailedFallback`) when the provider's script did not load. */
  scriptFailedHint: 'The payment window did not load; check your connection and try again.',
  scriptFailedFallback: 'The payment window could not be loaded.',
  retry: 'Retry',
  cancel: 'Cancel',
  paymentReceivedTitle: 'Payment received',
  /** Under the loader while the server confirms a payment the provider took. */
  confirmingPayment: 'Payment received. Confirming it with LWL…',
  /** The provider took the payment and the server has not confirmed it yet (it will, by the provider's webhook). */
  paymentReceived:
    'Your payment was received and is being confirmed. You will not be charged again: your receipt will be e-mailed to you, or press Try again to check now.',
  tryAgain: TRY_AGAIN,
  close: 'Close',
  receiptTitle: 'Your receipt',
  bought: 'Purchase',
  amountPaid: 'Amount paid',
  paymentId: 'Payment ID',
  orderId: 'Order ID',
  date: 'Date',
  email: 'E-mail',
  when: 'When',
  venue: 'Venue',
  /** A membership's first and last day (`validityText`). */
  validity: 'Valid',
  freeOrder: 'No payment needed (free with coupon)',
  addToCalendar: 'Add to calendar',
  calendarFailed: 'The calendar file could not be made. Please try again.',
  seeInAccount: 'See it in your account',
  seeTicket: 'See your tickets',
  logInNow: 'Log in now',
} as const;
