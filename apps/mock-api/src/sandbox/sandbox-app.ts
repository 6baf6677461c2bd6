import { paymentMessages } from '@lwl/schemas';
import { Hono } from 'hono';
import { z } from 'zod';
import type { Clock } from '../clock/clock.ts';
import { orderExpired } from '../limits/caps.ts';
import type { Store } from '../store/store.ts';
import { checkoutScript } from './checkout-script.ts';
import { newPaymentId } from './ids.ts';
import { paymentSignature } from './signature.ts';

export interface SandboxOptions {
  /** The current store (read per request: reset and persistence may replace it). */
  store: () => Store;
  /** `RAZORPAY_KEY_SECRET`. */
  secret: string;
  clock: Clock;
  /** Told of every payment taken, to send the provider's `payment.captured` webhook. */
  onCaptured?: (payment: CapturedPayment) => void;
  /** `MOCK_ORDER_TTL_S`: an unpaid order older than this cannot be paid. */
  orderTtlS: number;
}

const payBodySchema = z.object({ order_id: z.string().min(1) });

/** A payment the sandbox took, as its webhook describes it. */
export interface CapturedPayment {
  id: string;
  order_id: string;
  /** Minor units, as the order's. */
  amount: number;
  currency: string;
}

/**
 * The payment provider stand-in, to mount at `/__mock`: `GET checkout.js` (the script), `GET
 * checkout/orders/:id` (amount for the dialog) and `POST checkout/pay` (what 'Simulate success' calls:
 * records a payment (the order's one; an expired order is refused) and answers the three fields the provider hands to `handler`). The order becomes
 * paid only when the app posts them to its callback endpoint. CORS comes from the mock app it is mounted in.
 */
export function createSandboxApp(options: SandboxOptions) {
  const script = checkoutScript();
  return new Hono()
    .get('/checkout.js', (c) =>
      c.body(script, 200, {
        'content-type': 'application/javascript; charset=utf-8',
        'cache-control': 'no-store',
      }),
    )
    .get('/checkout/orders/:orderId', (c) => {
      const order = options.store().orders.find((o) => o.order_id === c.req.param('orderId'));
      if (!order) return c.json({ status: 0, message: paymentMessages.unknownOrder }, 404);
      return c.json({
        order_id: order.order_id,
        amount: order.amount,
        currency: order.currency,
        status: order.status,
      });
    })
    .post('/checkout/pay', async (c) => {
      // The script posts JSON (the mock's guard refuses other types on /__mock/*; the body is read as text).
      const parsed = payBodySchema.safeParse(await c.req.text().then(parseJson));
      if (!parsed.success) return c.json({ status: 0, message: paymentMessages.orderIdRequired }, 400);
      const store = options.store();
      const order = store.orders.find((o) => o.order_id === parsed.data.order_id);
      if (!order) return c.json({ status: 0, message: paymentMessages.unknownOrder }, 404);
      if (order.status === 'paid')
        return c.json({ status: 0, message: paymentMessages.orderAlreadyPaid }, 400);
      if (orderExpired(order, { MOCK_ORDER_TTL_S: options.orderTtlS }, options.clock.now()))
        return c.json({ status: 0, message: paymentMessages.orderExpired }, 400);
      // A payment taken is money taken: the order is never paid twice, confirmed or not (its webhook, or
      // the buyer's next order for the same item, confirms it).
      if (store.payments.some((p) => p.order_id === order.order_id))
        return c.json({ status: 0, message: paymentMessages.orderAlreadyPaid }, 400);
      const paymentId = newPaymentId();
      const signature = paymentSignature(order.order_id, paymentId, options.secret);
      store.payments.push({
        payment_id: paymentId,
        order_id: order.order_id,
        signature,
        created_at: options.clock.now().toISOString(),
      });
      options.onCaptured?.({
        id: paymentId,
        order_id: order.order_id,
        amount: order.amount,
        currency: order.currency,
      });
      return c.json({
        status: 1,
        razorpay_order_id: order.order_id,
        razorpay_payment_id: paymentId,
        razorpay_signature: signature,
      });
    });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
