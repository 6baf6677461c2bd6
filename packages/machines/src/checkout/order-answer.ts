import { type CreateOrderResponse, commonMessages, type ErrorBody, type PaymentFailure } from '@lwl/schemas';

/** What a create-order call answered: a body with `status: 1`, or a `{ status: 0, message }` body. */
export type OrderAnswer = CreateOrderResponse | ErrorBody;

/** `status: 1` with `paid: true`: the order was free and is already recorded; no checkout opens. */
export function isPaidOrder(answer: OrderAnswer): boolean {
  return answer.status === 1 && answer.paid === true;
}

/** `status: 1` without `paid`: an order to pay through the provider's checkout. */
export function isPayableOrder(answer: OrderAnswer): answer is CreateOrderResponse {
  return answer.status === 1 && answer.paid !== true;
}

/** The alert after the provider reports a failed payment: 'Payment Failed! ' + its description. */
export function paymentFailedMessage(failure: PaymentFailure): string {
  return `${commonMessages.paymentFailedPrefix}${failure.error.description}`;
}
