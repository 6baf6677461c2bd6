import { type CreateOrderResponse, commonMessages, type PaymentFailure } from '@lwl/schemas';

/**
 * What a create-order call answered (`status: 1`). A refusal (`{ status: 0, message }`) never
 * arrives here: the client rejects with an `ApiError` of kind 'refused' instead.
 */
export type OrderAnswer = CreateOrderResponse;

/** `paid: true`: the order was free and is already recorded; no checkout opens. */
export function isPaidOrder(answer: OrderAnswer): boolean {
  return answer.paid === true;
}

/** The alert after the provider reports a failed payment: 'Payment Failed! ' + its description. */
export function paymentFailedMessage(failure: PaymentFailure): string {
  return `${commonMessages.paymentFailedPrefix}${failure.error.description}`;
}
