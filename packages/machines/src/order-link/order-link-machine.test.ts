import type { OrderReceipt } from '@lwl/schemas';
import { endpointExamples } from '@lwl/schemas/examples';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { fromPromise, waitFor } from 'xstate';
import type { SessionExpiryParams } from '../shared/effects.ts';
import { httpFailure, invalidResponse, networkFailure } from '../shared/test-fakes.ts';
import { createTestActor, trackTransitions } from '../testing/index.ts';
import { type OrderLinkParams, orderLinkMachine } from './order-link-machine.ts';

const coverage = trackTransitions(orderLinkMachine);
afterAll(() => coverage.assertAllTaken());

const receipt = (endpointExamples['GET orders/{order_id}'].response as { data: OrderReceipt }).data;
const link: OrderLinkParams = { orderId: receipt.order_id, key: 'q3Zr8tWkX1nB4yLm0PfA_g' };

function start(load: (params: OrderLinkParams) => Promise<OrderReceipt>, input: OrderLinkParams = link) {
  const loadOrder = vi.fn(load);
  const expireSession = vi.fn<(params: SessionExpiryParams) => void>();
  const logFailure = vi.fn();
  const { actor } = createTestActor(orderLinkMachine, {
    coverage,
    input,
    provide: {
      actors: { loadOrder: fromPromise<OrderReceipt, OrderLinkParams>(({ input }) => loadOrder(input)) },
      actions: { expireSession: (_, params) => expireSession(params), logFailure: () => logFailure() },
    },
  });
  return { actor, loadOrder, expireSession, logFailure };
}

describe('an order opened from its link', () => {
  it('loads the order with the key of the link and shows it', async () => {
    const { actor, loadOrder } = start(async () => receipt);
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    await waitFor(actor, (s) => s.matches('shown'));
    expect(loadOrder).toHaveBeenCalledWith(link);
    expect(actor.getSnapshot().context.receipt).toBe(receipt);
  });

  it("asks without a key for the signed-in owner's own link", async () => {
    const { actor, loadOrder } = start(async () => receipt, { orderId: receipt.order_id, key: null });
    await waitFor(actor, (s) => s.matches('shown'));
    expect(loadOrder).toHaveBeenCalledWith({ orderId: receipt.order_id, key: null });
  });

  it.each([
    ['a 404 (unknown order, wrong or missing key)', httpFailure(404, 'not found', 'GET orders/{order_id}')],
    [
      'a refused request (a mangled order id)',
      httpFailure(400, 'order_id is required', 'GET orders/{order_id}'),
    ],
  ])('says the link opens no order on %s', async (_, failure) => {
    const { actor, logFailure } = start(async () => {
      throw failure;
    });
    await waitFor(actor, (s) => s.matches('notFound'));
    expect(actor.getSnapshot().context.receipt).toBeNull();
    expect(logFailure).not.toHaveBeenCalled();
  });

  it("offers 'Try again' when there was no usable answer, and shows the order once it comes", async () => {
    const answers = [networkFailure(), invalidResponse(), null];
    const { actor, loadOrder, logFailure } = start(async () => {
      const next = answers.shift();
      if (next) throw next;
      return receipt;
    });
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'retry' });
    await waitFor(actor, (s) => s.matches('failed') && loadOrder.mock.calls.length === 2);
    actor.send({ type: 'retry' });
    await waitFor(actor, (s) => s.matches('shown'));
    expect(logFailure).toHaveBeenCalledTimes(2);
  });

  it('hands a 401 (a stale stored token) to the session', async () => {
    const { actor, expireSession } = start(async () => {
      throw httpFailure(401, 'Unauthenticated.');
    });
    await waitFor(actor, (s) => s.status === 'done');
    expect(expireSession).toHaveBeenCalledWith({
      message: 'Your session has expired. Please log in again to continue.',
      notice: 'toast',
      reload: true,
    });
  });
});
