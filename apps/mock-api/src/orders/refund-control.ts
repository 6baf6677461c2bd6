import { REFUND_STATE_OF_STATUS } from '@lwl/schemas';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppState } from '../app-state.ts';
import { markRefundDecided } from '../invoices/invoice-book.ts';
import { refundUpdate } from '../mail/order-mail.ts';
import type { Store } from '../store/store.ts';
import { refundFacts } from './refunds.ts';

const decisionBody = z.object({
  status: z.enum(['refunded', 'failed'], { error: 'status must be "refunded" or "failed".' }),
});

const refundControlMessages = {
  badId: 'purchase_id must be the id of an event purchase (a positive whole number).',
  noPurchase: (id: number) => `No event purchase ${id}.`,
  notRequested: (id: number, status: string) =>
    `Purchase ${id} has no refund waiting for a decision (its refund status is ${status === '' ? 'none' : `'${status}'`}).`,
} as const;

async function readJson(req: Request): Promise<unknown> {
  try {
    return await req.json();
  } catch {
    return undefined;
  }
}

/**
 * `PUT /__mock/refunds/{purchase_id}` with `{ "status": "refunded" | "failed" }`: the organisers'
 * decision on a requested refund ('failed' is the specs' word for a refusal). Sets the status and
 * `refund_updated_at`, marks the invoice 'refunded' with its credit note (issued here, once) or
 * 'refund_refused' (none), and e-mails the `refund-update`. Like every control, JSON only and
 * refused to other sites (middleware/dev-controls.ts).
 */
export const refundControlMount = (state: AppState<Store>) =>
  new Hono().put('/__mock/refunds/:purchase_id', async (c) => {
    const raw = c.req.param('purchase_id');
    const id = /^\d{1,9}$/.test(raw) ? Number(raw) : Number.NaN;
    if (!(id > 0)) return c.json({ status: 0, message: refundControlMessages.badId }, 400);
    const body = decisionBody.safeParse(await readJson(c.req.raw));
    if (!body.success) {
      return c.json({ status: 0, message: body.error.issues[0]?.message ?? 'Invalid body.' }, 400);
    }
    const { store } = state;
    const purchase = store.eventPurchases.find((p) => p.id === id);
    if (!purchase) return c.json({ status: 0, message: refundControlMessages.noPurchase(id) }, 404);
    if (purchase.refund_status !== 'initiated') {
      return c.json(
        { status: 0, message: refundControlMessages.notRequested(id, purchase.refund_status) },
        409,
      );
    }
    const now = state.clock.now();
    purchase.refund_status = body.data.status;
    purchase.refund_updated_at = now.toISOString();
    markRefundDecided(store, { kind: 'event', id }, REFUND_STATE_OF_STATUS[body.data.status], now);
    const facts = refundFacts(store, purchase, state.env.MOCK_WEB_ORIGIN);
    if (facts?.to) state.outbox.send(refundUpdate(facts));
    return c.json(
      {
        status: 1,
        data: {
          id,
          refund_status: purchase.refund_status,
          refund_requested_at: purchase.refund_requested_at ?? null,
          refund_updated_at: purchase.refund_updated_at,
        },
      },
      200,
    );
  });
