import { Hono } from 'hono';
import type { AppState } from '../app-state.ts';
import {
  PAYMENT_WEBHOOK_PATH,
  paymentCapturedBody,
  WEBHOOK_SIGNATURE_HEADER,
} from '../orders/payment-webhook.ts';
import type { Store } from '../store/store.ts';
import { type CapturedPayment, createSandboxApp } from './sandbox-app.ts';
import { webhookSignature } from './signature.ts';

/** Answers a request as the mock's server would (the whole app, its middleware and persistence). */
export type Deliver = (request: Request) => Response | Promise<Response>;

/**
 * The payment sandbox at `/__mock/checkout.js` and `/__mock/checkout/*`, for `createApp({ mounts })`.
 * Every payment it takes is followed, `MOCK_WEBHOOK_DELAY_MS` later, by the provider's signed
 * `payment.captured` webhook to the mock's own `POST /api/payment-webhook`, delivered through `deliver`.
 */
export const sandboxMount = (deliver: Deliver) => (state: AppState<Store>) => {
  // A payment taken before the mock last stopped and never confirmed: its webhook is sent again, as the
  // provider retries one it could not deliver.
  for (const order of state.store.orders) {
    const payment =
      order.status === 'created' && state.store.payments.find((p) => p.order_id === order.order_id);
    if (payment)
      scheduleWebhook(state, deliver, {
        id: payment.payment_id,
        order_id: order.order_id,
        amount: order.amount,
        currency: order.currency,
      });
  }
  return new Hono().route(
    '/__mock',
    createSandboxApp({
      store: () => state.store,
      secret: state.env.RAZORPAY_KEY_SECRET,
      clock: state.clock,
      orderTtlS: state.env.MOCK_ORDER_TTL_S,
      onCaptured: (payment) => scheduleWebhook(state, deliver, payment),
    }),
  );
};

function scheduleWebhook(state: AppState<Store>, deliver: Deliver, payment: CapturedPayment): void {
  const send = async () => {
    const raw = JSON.stringify(paymentCapturedBody(payment));
    const request = new Request(`http://localhost:${state.env.PORT}${PAYMENT_WEBHOOK_PATH}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [WEBHOOK_SIGNATURE_HEADER]: webhookSignature(raw, state.env.RAZORPAY_WEBHOOK_SECRET),
      },
      body: raw,
    });
    try {
      const response = await deliver(request);
      if (!response.ok)
        state.log.error(`payment.captured webhook for ${payment.order_id}: ${response.status}`);
    } catch (error) {
      state.log.error(`payment.captured webhook for ${payment.order_id} failed`, error);
    }
  };
  // Not holding the process open: a webhook due after the mock stops is a webhook the provider retries.
  setTimeout(send, state.env.MOCK_WEBHOOK_DELAY_MS).unref?.();
}
