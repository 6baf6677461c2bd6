/**
 * `POST /api/payment-webhook` (a contract extension): the provider's `payment.captured` webhook, which
 * confirms on the server a payment the buyer's browser never confirmed (the tab closed, the callback
 * lost). Signed as the provider signs webhooks: `X-Razorpay-Signature`, hex HMAC-SHA256 of the raw body
 * keyed with `RAZORPAY_WEBHOOK_SECRET`. It sits outside the endpoint table because the provider sends
 * neither the `dynamickey` nor a token, and its signature covers the raw bytes (docs/decisions/0036).
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppState } from '../app-state.ts';
import { persistChanges } from '../middleware/persist-changes.ts';
import { verifyWebhookSignature } from '../sandbox/signature.ts';
import type { Store } from '../store/store.ts';
import { capturedPayment, markPaid } from './confirm-payment.ts';

export const PAYMENT_WEBHOOK_PATH = '/api/payment-webhook';
export const WEBHOOK_SIGNATURE_HEADER = 'x-razorpay-signature';

/** The part of the provider's webhook body the mock reads. */
const paymentCapturedSchema = z.object({
  event: z.literal('payment.captured'),
  payload: z.object({
    payment: z.object({
      entity: z.object({
        id: z.string().min(1),
        order_id: z.string().min(1),
        amount: z.number().int().nonnegative(),
        currency: z.string(),
        status: z.literal('captured'),
      }),
    }),
  }),
});

export type PaymentCaptured = z.infer<typeof paymentCapturedSchema>;

/** The webhook body the provider sends for a payment it took. */
export function paymentCapturedBody(payment: {
  id: string;
  order_id: string;
  amount: number;
  currency: string;
}): PaymentCaptured {
  return {
    event: 'payment.captured',
    payload: { payment: { entity: { ...payment, status: 'captured' } } },
  };
}

const answer = (message: string) => ({ status: 1 as const, message });

export const paymentWebhookMount = (state: AppState<Store>) =>
  new Hono().post(PAYMENT_WEBHOOK_PATH, persistChanges(state.watch), async (c) => {
    const raw = await c.req.text();
    const signature = c.req.header(WEBHOOK_SIGNATURE_HEADER) ?? '';
    if (!verifyWebhookSignature(raw, signature, state.env.RAZORPAY_WEBHOOK_SECRET))
      return c.json({ status: 0, message: 'Invalid webhook signature.' }, 400);
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      body = undefined;
    }
    const parsed = paymentCapturedSchema.safeParse(body);
    // Other events are acknowledged and left alone, as a merchant's endpoint does.
    if (!parsed.success) return c.json(answer('Ignored.'));
    const { id, order_id } = parsed.data.payload.payment.entity;
    const store = state.store;
    const order = store.orders.find((o) => o.order_id === order_id);
    if (!order || capturedPayment(store, order_id)?.payment_id !== id) return c.json(answer('Ignored.'));
    markPaid({ store, now: state.clock.now(), outbox: state.outbox, env: state.env }, order, id);
    return c.json(answer('Confirmed.'));
  });
