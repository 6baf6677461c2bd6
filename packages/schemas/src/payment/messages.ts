/**
 * Messages of the payment sandbox (docs/decisions/0012): the checkout stand-in shows them as the
 * `payment.failed` description when 'Simulate success' cannot pay. The specs give no wording for them.
 */
export const paymentMessages = {
  orderIdRequired: 'order_id is required',
  unknownOrder: 'Unknown order.',
  orderAlreadyPaid: 'This order is already paid.',
  /** An unpaid order past its age (the mock: `MOCK_ORDER_TTL_S`, an hour by default). */
  orderExpired: 'This order has expired. Please place the order again.',
} as const;
