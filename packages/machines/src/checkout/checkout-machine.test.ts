import { commonMessages } from '@lwl/schemas';
import { afterAll, describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, waitFor } from 'xstate';
import { ActionRecorder, httpFailure, networkFailure, type Scripted } from '../shared/test-fakes.ts';
import { trackTransitions } from '../testing/coverage.ts';
import { type CheckoutInput, createCheckoutMachine } from './checkout-machine.ts';
import type { OrderAnswer } from './order-answer.ts';
import {
  type CheckoutFakes,
  createdOrder,
  fakeConfirmation,
  ProviderDialogStub,
  paidOrder,
  provideCheckout,
} from './test-kit.ts';

interface TestRequest {
  event_id: number;
  quantity: number;
}

const machine = createCheckoutMachine<TestRequest>();
const coverage = trackTransitions(machine);
afterAll(() => coverage.assertAllTaken());

const input: CheckoutInput<TestRequest> = {
  request: { event_id: 7, quantity: 2 },
  currency: 'INR',
  redirect: { to: '/thank-you', delayMs: 100 },
  messages: { orderFailed: 'order failed', confirmFailed: 'confirm failed', scriptFailed: 'script failed' },
  description: 'Leaders Summit',
  prefill: { name: 'Asha Rao', email: 'asha@example.com', contact: '9876543210' },
};

function start(
  fakes: Partial<CheckoutFakes<TestRequest>> = {},
  overrides: Partial<CheckoutInput<TestRequest>> = {},
) {
  const recorder = new ActionRecorder();
  const dialog = new ProviderDialogStub();
  const requests: TestRequest[] = [];
  const confirmations: CheckoutFakes<TestRequest>['confirmations'] = [];
  const clock = new SimulatedClock();
  const logic = provideCheckout(machine, { recorder, dialog, requests, confirmations, ...fakes });
  const actor = createActor(logic, { input: { ...input, ...overrides }, clock, inspect: coverage.inspect });
  actor.start();
  return { actor, recorder, dialog, requests, confirmations, clock };
}

describe('checkout', () => {
  it('creates the order, loads the script, opens the provider dialog, confirms and redirects after the delay', async () => {
    const { actor, recorder, dialog, requests, confirmations, clock } = start();
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);

    await waitFor(actor, (s) => s.matches('paying'));
    expect(requests).toEqual([{ event_id: 7, quantity: 2 }]);
    expect(actor.getSnapshot().context.scriptReady).toBe(true);
    expect(dialog.opened).toEqual([
      {
        orderId: 'order_AbCdEfGh123456',
        amount: 250000,
        currency: 'INR',
        description: 'Leaders Summit',
        prefill: { name: 'Asha Rao', email: 'asha@example.com', contact: '9876543210' },
      },
    ]);

    dialog.succeed();
    await waitFor(actor, (s) => s.matches('succeeded'));
    expect(confirmations).toEqual([fakeConfirmation]);
    expect(dialog.isOpen).toBe(false);
    expect(recorder.names()).toEqual(['showToast', 'closeDialog']);
    expect(recorder.toasts('success')).toEqual(['Payment received. See you there!']);
    expect(actor.getSnapshot().hasTag('redirecting')).toBe(true);

    clock.increment(99);
    expect(recorder.count('navigate')).toBe(0);
    clock.increment(1);
    expect(recorder.calls.at(-1)).toEqual({
      action: 'navigate',
      params: {
        to: '/thank-you',
        receipt: {
          order_id: 'order_AbCdEfGh123456',
          payment_id: 'pay_ZyXwVuTs654321',
          amount: 250000,
          currency: 'INR',
          breakdown: createdOrder.breakdown,
        },
      },
    });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ outcome: 'completed' });
  });

  it('shows the configured success message instead of the server one, and honours the redirect delay', async () => {
    const success = 'Thank you! Your booking was successful. Welcome to Leading Ladies Network!';
    const { actor, recorder, dialog, clock } = start(
      {},
      {
        messages: { ...input.messages, success },
        redirect: { to: '/thank-you', delayMs: 1000 },
        currency: 'USD',
      },
    );
    await waitFor(actor, (s) => s.matches('paying'));
    expect(dialog.opened[0]?.currency).toBe('USD');
    dialog.succeed();
    await waitFor(actor, (s) => s.matches('succeeded'));
    expect(recorder.toasts('success')).toEqual([success]);
    clock.increment(999);
    expect(recorder.count('navigate')).toBe(0);
    clock.increment(1);
    expect(recorder.calls.at(-1)).toMatchObject({ action: 'navigate', params: { to: '/thank-you' } });
  });

  it('takes the paid shortcut: no script, no provider dialog, success message, redirect', async () => {
    const { actor, recorder, dialog, confirmations, clock } = start({ order: { ok: paidOrder } });
    await waitFor(actor, (s) => s.matches('succeeded'));
    expect(dialog.opened).toEqual([]);
    expect(confirmations).toEqual([]);
    expect(actor.getSnapshot().context.scriptReady).toBe(false);
    expect(recorder.names()).toEqual(['showToast', 'closeDialog']);
    expect(recorder.toasts('success')).toEqual(['Payment successful.']);
    clock.increment(100);
    // A free order: the receipt has the order and amount 0, no payment id.
    expect(recorder.calls.at(-1)).toEqual({
      action: 'navigate',
      params: { to: '/thank-you', receipt: { order_id: 'order_FreeFreeFree01', amount: 0, currency: 'INR' } },
    });
    expect(actor.getSnapshot().output).toEqual({ outcome: 'completed' });
  });

  it("goes to the receipt's own address when the order has an access key", async () => {
    const access_key = 'q3Zr8tWkX1nB4yLm0PfA_g';
    const { actor, recorder, dialog, clock } = start({ order: { ok: { ...createdOrder, access_key } } });
    await waitFor(actor, (s) => s.matches('paying'));
    dialog.succeed();
    await waitFor(actor, (s) => s.matches('succeeded'));
    clock.increment(100);
    expect(recorder.calls.at(-1)).toMatchObject({
      action: 'navigate',
      params: {
        to: `/thank-you?order=order_AbCdEfGh123456&key=${access_key}`,
        receipt: { order_id: 'order_AbCdEfGh123456', access_key },
      },
    });
  });

  it('sends a keyed Venture pass to /venturethank-you, a free order too, and leaves other destinations alone', async () => {
    const access_key = 'Zx9_Yw8-Vu7Ts6Rq5Po4Nm';
    const venture = start(
      { order: { ok: { ...paidOrder, access_key } } },
      { redirect: { to: '/venturethank-you', delayMs: 100 } },
    );
    await waitFor(venture.actor, (s) => s.matches('succeeded'));
    venture.clock.increment(100);
    expect(venture.recorder.calls.at(-1)).toMatchObject({
      params: { to: `/venturethank-you?order=order_FreeFreeFree01&key=${access_key}` },
    });

    const elsewhere = start(
      { order: { ok: { ...paidOrder, access_key } } },
      { redirect: { to: '/login', delayMs: 0 } },
    );
    await waitFor(elsewhere.actor, (s) => s.matches('succeeded'));
    elsewhere.clock.increment(0);
    expect(elsewhere.recorder.calls.at(-1)).toMatchObject({ params: { to: '/login' } });
  });

  it('shows the server message of a refusal (a status 0 answer) and ends rejected', async () => {
    const { actor, recorder } = start({ order: { error: httpFailure(400, 'Invalid coupon code.') } });
    await waitFor(actor, (s) => s.status === 'done');
    expect(recorder.names()).toEqual(['showToast']);
    expect(recorder.toasts('error')).toEqual(['Invalid coupon code.']);
    expect(actor.getSnapshot().output).toEqual({ outcome: 'rejected', couponError: 'Invalid coupon code.' });
  });

  it('falls back to the configured message when a refusal has a blank message', async () => {
    const { actor, recorder } = start({ order: { error: httpFailure(400, '') } });
    await waitFor(actor, (s) => s.status === 'done');
    expect(recorder.toasts('error')).toEqual(['order failed']);
  });

  it('shows the server message of a failed create-order call (400)', async () => {
    const { actor, recorder } = start({ order: { error: httpFailure(400, 'Invalid coupon code.') } });
    await waitFor(actor, (s) => s.status === 'done');
    expect(recorder.toasts('error')).toEqual(['Invalid coupon code.']);
    expect(actor.getSnapshot().output).toEqual({ outcome: 'rejected', couponError: 'Invalid coupon code.' });
  });

  it('shows any other 400 as a toast only, with no coupon error', async () => {
    const { actor, recorder } = start({ order: { error: httpFailure(400, 'Event closed.') } });
    await waitFor(actor, (s) => s.status === 'done');
    expect(recorder.toasts('error')).toEqual(['Event closed.']);
    expect(actor.getSnapshot().output).toEqual({ outcome: 'rejected' });
  });

  it('shows a 5xx in the in-page alert with the configured message; Close ends rejected', async () => {
    const { actor, recorder } = start({ order: { error: httpFailure(500) } });
    await waitFor(actor, (s) => s.matches('orderFailed'));
    expect(actor.getSnapshot().hasTag('problem')).toBe(true);
    expect(actor.getSnapshot().context.problem).toBe('order failed');
    expect(recorder.calls).toEqual([]);
    actor.send({ type: 'problem.close' });
    expect(actor.getSnapshot().output).toEqual({ outcome: 'rejected' });
  });

  it('an unreachable server: the alert, then Try again creates the order again', async () => {
    const order: Scripted<OrderAnswer> = { error: networkFailure() };
    const { actor, requests, dialog } = start({ order });
    await waitFor(actor, (s) => s.matches('orderFailed'));
    expect(actor.getSnapshot().context.problem).toBe('order failed');
    Object.assign(order, { ok: createdOrder });
    Reflect.deleteProperty(order, 'error');
    actor.send({ type: 'problem.retry' });
    await waitFor(actor, (s) => s.matches('paying'));
    expect(requests).toHaveLength(2);
    expect(dialog.opened).toHaveLength(1);
  });

  it('hands a 401 on create order to the session', async () => {
    const { actor, recorder } = start({
      order: { error: httpFailure(401, commonMessages.sessionExpired) },
    });
    await waitFor(actor, (s) => s.status === 'done');
    expect(recorder.names()).toEqual(['expireSession']);
    expect(actor.getSnapshot().output).toEqual({ outcome: 'expired' });
  });

  it('keeps the ready flag false and shows an error when the script fails, then retries', async () => {
    const { actor, recorder, dialog } = start({
      script: [{ error: new Error('load failed') }, { ok: undefined }],
    });
    await waitFor(actor, (s) => s.matches('scriptFailed'));
    const snapshot = actor.getSnapshot();
    expect(snapshot.context.scriptReady).toBe(false);
    expect(snapshot.context.error).toBe('script failed');
    expect(snapshot.hasTag('scriptFailed')).toBe(true);
    expect(recorder.toasts('error')).toEqual(['script failed']);
    expect(dialog.opened).toEqual([]);

    actor.send({ type: 'script.retry' });
    await waitFor(actor, (s) => s.matches('paying'));
    expect(actor.getSnapshot().context.scriptReady).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(dialog.opened).toHaveLength(1);
  });

  it('ends dismissed when the user cancels after the script failed', async () => {
    const { actor, recorder } = start({ script: [{ error: new Error('load failed') }] });
    await waitFor(actor, (s) => s.matches('scriptFailed'));
    actor.send({ type: 'checkout.cancel' });
    expect(actor.getSnapshot().output).toEqual({ outcome: 'dismissed' });
    expect(recorder.count('navigate')).toBe(0);
  });

  it("shows 'Payment Failed! ' with the provider's description in the in-page alert; Close ends failed", async () => {
    const { actor, recorder, dialog, confirmations } = start();
    await waitFor(actor, (s) => s.matches('paying'));
    dialog.fail('Your card was declined.');
    expect(actor.getSnapshot().hasTag('problem')).toBe(true);
    expect(actor.getSnapshot().context.problem).toBe('Payment Failed! Your card was declined.');
    expect(recorder.calls).toEqual([]);
    expect(confirmations).toEqual([]);
    actor.send({ type: 'problem.close' });
    expect(actor.getSnapshot().context.problem).toBeNull();
    expect(actor.getSnapshot().output).toEqual({ outcome: 'failed' });
  });

  it("'Try again' after a failed payment reopens the provider's dialog for the same order", async () => {
    const { actor, dialog, requests } = start();
    await waitFor(actor, (s) => s.matches('paying'));
    dialog.fail('Your card was declined.');
    actor.send({ type: 'problem.retry' });
    expect(actor.getSnapshot().matches('paying')).toBe(true);
    expect(dialog.opened.map((order) => order.orderId)).toEqual([
      'order_AbCdEfGh123456',
      'order_AbCdEfGh123456',
    ]);
    expect(requests).toHaveLength(1);
  });

  it('ends dismissed when the provider dialog is cancelled, saying nothing was charged', async () => {
    const { actor, recorder, dialog, confirmations } = start();
    await waitFor(actor, (s) => s.matches('paying'));
    dialog.dismiss();
    expect(recorder.calls).toEqual([
      {
        action: 'showToast',
        params: { kind: 'info', message: 'Payment cancelled. You have not been charged.' },
      },
    ]);
    expect(confirmations).toEqual([]);
    expect(dialog.closed).toBe(1);
    expect(actor.getSnapshot().output).toEqual({ outcome: 'dismissed' });
  });

  it('cancels the payment attempt on `checkout.cancel` (Back): the provider dialog closes, as a dismissal', async () => {
    const { actor, recorder, dialog, confirmations } = start();
    await waitFor(actor, (s) => s.matches('paying'));
    actor.send({ type: 'checkout.cancel' });
    expect(dialog.isOpen).toBe(false);
    expect(dialog.closed).toBe(1);
    expect(recorder.toasts('info')).toEqual(['Payment cancelled. You have not been charged.']);
    expect(recorder.toasts('error')).toEqual([]);
    expect(confirmations).toEqual([]);
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(actor.getSnapshot().output).toEqual({ outcome: 'dismissed' });
  });

  async function confirmWith(fakes: Partial<CheckoutFakes<TestRequest>>) {
    const started = start(fakes);
    await waitFor(started.actor, (s) => s.matches('paying'));
    started.dialog.succeed();
    await waitFor(started.actor, (s) => s.status === 'done');
    return started;
  }

  /** Pays and waits until the first confirmation call has settled. */
  async function paidAndConfirming(fakes: Partial<CheckoutFakes<TestRequest>>) {
    const started = start(fakes);
    await waitFor(started.actor, (s) => s.matches('paying'));
    started.dialog.succeed();
    await waitFor(started.actor, (s) => !s.matches({ confirming: 'calling' }));
    return started;
  }

  it('asks again after 1, 2 and 4 s when a confirmation gets no answer, and goes on once it does', async () => {
    const outage = { error: httpFailure(500) };
    const { actor, recorder, clock, confirmations } = await paidAndConfirming({
      confirm: [outage, { error: httpFailure(0) }, outage, { ok: { status: 1, message: 'Confirmed.' } }],
    });
    for (const delay of [1000, 2000, 4000]) {
      expect(actor.getSnapshot().matches({ confirming: 'waiting' })).toBe(true);
      expect(actor.getSnapshot().hasTag('busy')).toBe(true);
      clock.increment(delay - 1);
      expect(actor.getSnapshot().matches({ confirming: 'waiting' })).toBe(true);
      clock.increment(1);
      await waitFor(actor, (s) => !s.matches({ confirming: 'calling' }));
    }
    expect(actor.getSnapshot().matches('succeeded')).toBe(true);
    expect(confirmations).toHaveLength(4);
    expect(recorder.toasts('error')).toEqual([]);
  });

  it('after 4 unanswered confirmations says the payment is received, and Try again asks once more', async () => {
    const { actor, recorder, clock, confirmations } = await paidAndConfirming({
      confirm: [...Array(4).fill({ error: httpFailure(503) }), { ok: { status: 1, message: 'Confirmed.' } }],
    });
    for (const delay of [1000, 2000, 4000]) {
      clock.increment(delay);
      await waitFor(actor, (s) => !s.matches({ confirming: 'calling' }));
    }
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('unconfirmed');
    expect(snapshot.hasTag('problem')).toBe(true);
    expect(snapshot.context.problem).toBe(
      'Your payment was received and is being confirmed. You will not be charged again: your receipt will be e-mailed to you, or press Try again to check now.',
    );
    expect(recorder.toasts('error')).toEqual([]);
    expect(confirmations).toHaveLength(4);
    actor.send({ type: 'problem.retry' });
    await waitFor(actor, (s) => s.matches('succeeded'));
    expect(confirmations).toHaveLength(5);
    expect(actor.getSnapshot().context.problem).toBeNull();
  });

  it("takes the buyer to her receipt's address when she closes the received-payment alert, never back to pay", async () => {
    const { actor, recorder, clock, dialog } = await paidAndConfirming({
      confirm: { error: httpFailure(0) },
    });
    for (const delay of [1000, 2000, 4000]) {
      clock.increment(delay);
      await waitFor(actor, (s) => !s.matches({ confirming: 'calling' }));
    }
    expect(actor.getSnapshot().value).toBe('unconfirmed');
    actor.send({ type: 'problem.close' });
    expect(actor.getSnapshot().output).toEqual({ outcome: 'completed' });
    expect(recorder.calls.at(-1)).toMatchObject({
      action: 'navigate',
      // The fake order has no access key: the receipt is handed over with the navigation.
      params: { to: '/thank-you', receipt: expect.objectContaining({ order_id: 'order_AbCdEfGh123456' }) },
    });
    expect(recorder.names()).toEqual(['closeDialog', 'navigate']);
    expect(dialog.opened).toHaveLength(1);
  });

  it("shows the server's message when the confirmation is refused (400)", async () => {
    const { recorder } = await confirmWith({
      confirm: { error: httpFailure(400, 'Payment verification failed.') },
    });
    expect(recorder.toasts('error')).toEqual(['Payment verification failed.']);
  });

  it('treats a refused confirmation (a status 0 answer) as a failure with its message', async () => {
    const { actor, recorder } = await confirmWith({
      confirm: { error: httpFailure(400, 'Not verified.') },
    });
    expect(recorder.toasts('error')).toEqual(['Not verified.']);
    expect(actor.getSnapshot().output).toEqual({ outcome: 'failed' });
  });

  it('falls back to the configured message for a refused confirmation without a message', async () => {
    const { recorder } = await confirmWith({ confirm: { error: httpFailure(400, '') } });
    expect(recorder.toasts('error')).toEqual(['confirm failed']);
  });

  it('hands a 401 on confirmation to the session', async () => {
    const { actor, recorder } = await confirmWith({ confirm: { error: httpFailure(401) } });
    expect(recorder.names()).toEqual(['expireSession']);
    expect(actor.getSnapshot().output).toEqual({ outcome: 'expired' });
  });

  it('uses the created order for the provider dialog', async () => {
    const { actor, dialog } = start({ order: { ok: { ...createdOrder, order_id: 'order_Other000000001' } } });
    await waitFor(actor, (s) => s.matches('paying'));
    expect(dialog.opened[0]?.orderId).toBe('order_Other000000001');
  });
});

describe('checkout defaults', () => {
  it('fails loudly, naming what is missing, when the app provides nothing', async () => {
    const actor = createActor(machine, { input, clock: new SimulatedClock() });
    actor.subscribe({ error: () => {} });
    actor.start();
    await expect(waitFor(actor, (s) => s.status === 'done')).rejects.toThrow(/'showToast' is not provided/);
    expect(actor.getSnapshot().status).toBe('error');
  });
});

describe('checkout of an already paid order with whenPaid: close', () => {
  it('shows the message, closes the dialog and ends alreadyPaid without navigating', async () => {
    const { actor, recorder, dialog, clock } = start(
      { order: { ok: { ...paidOrder, message: 'You have already purchased this pass.' } } },
      { whenPaid: 'close' },
    );
    await waitFor(actor, (s) => s.status === 'done');
    expect(recorder.calls).toEqual([
      { action: 'showToast', params: { kind: 'success', message: 'You have already purchased this pass.' } },
      { action: 'closeDialog' },
    ]);
    clock.increment(10_000);
    expect(recorder.count('navigate')).toBe(0);
    expect(dialog.opened).toEqual([]);
    expect(actor.getSnapshot().output).toEqual({ outcome: 'alreadyPaid' });
  });
});
