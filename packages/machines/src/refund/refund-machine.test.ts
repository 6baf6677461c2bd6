import { accountMessages } from '@lwl/schemas';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { fromPromise, waitFor } from 'xstate';
import type { SessionExpiryParams } from '../shared/effects.ts';
import { httpFailure, networkFailure } from '../shared/test-fakes.ts';
import { createTestActor, trackTransitions } from '../testing/index.ts';
import { refundMachine } from './refund-machine.ts';
import type { RefundCandidate } from './refund-request.ts';

const coverage = trackTransitions(refundMachine);
afterAll(() => coverage.assertAllTaken());

const today = '2025-03-10';
const upcoming: RefundCandidate = {
  id: 41,
  refund_status: null,
  amount: 11_800,
  currency: 'INR',
  quantity: 2,
  event: { name: 'Women in Leadership Summit', event_date: '2025-03-12' },
};
const past: RefundCandidate = { ...upcoming, id: 42, event: { ...upcoming.event, event_date: '2025-03-01' } };

function start(options: { refund?: () => Promise<{ message: string }> } = {}) {
  const effects = {
    showToast: vi.fn<(kind: string, message: string) => void>(),
    reloadList: vi.fn(),
    expireSession: vi.fn<(params: SessionExpiryParams) => void>(),
  };
  const requestRefund = vi.fn<(eventId: number) => Promise<{ message: string }>>(
    options.refund ?? (async () => ({ message: accountMessages.refundRequested })),
  );
  const { actor } = createTestActor(refundMachine, {
    coverage,
    provide: {
      actors: {
        requestRefund: fromPromise<{ message: string }, { event_id: number }>(({ input }) =>
          requestRefund(input.event_id),
        ),
      },
      actions: {
        showToast: (_, params) => effects.showToast(params.kind, params.message),
        reloadList: () => effects.reloadList(),
        expireSession: (_, params) => effects.expireSession(params),
      },
    },
  });
  return { actor, effects, requestRefund };
}

/** Asks for the refund of `upcoming` and confirms it. */
function askAndConfirm(actor: ReturnType<typeof start>['actor']) {
  actor.send({ type: 'refund.request', purchase: upcoming, today });
  actor.send({ type: 'refund.confirm' });
}

describe('refund machine', () => {
  it('opens the confirmation with what would be refunded, and asks nothing of the server yet', () => {
    const { actor, requestRefund } = start();
    actor.send({ type: 'refund.request', purchase: upcoming, today });
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches('confirming')).toBe(true);
    expect(snapshot.context.request).toEqual({
      purchaseId: 41,
      event: 'Women in Leadership Summit',
      eventDate: '2025-03-12',
      quantity: 2,
      amount: 11_800,
      currency: 'INR',
    });
    expect(requestRefund).not.toHaveBeenCalled();
  });

  it('on confirm requests the refund of the purchase, toasts the answer and reloads the list', async () => {
    const { actor, effects, requestRefund } = start();
    askAndConfirm(actor);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('idle'));
    expect(requestRefund).toHaveBeenCalledWith(41);
    expect(effects.showToast).toHaveBeenCalledWith('success', 'Your refund request has been submitted.');
    expect(effects.reloadList).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.request).toBeNull();
  });

  it('does nothing when the buyer keeps the ticket', () => {
    const { actor, requestRefund, effects } = start();
    actor.send({ type: 'refund.request', purchase: upcoming, today });
    actor.send({ type: 'refund.cancel' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(actor.getSnapshot().context.request).toBeNull();
    expect(requestRefund).not.toHaveBeenCalled();
    expect(effects.reloadList).not.toHaveBeenCalled();
  });

  it('ignores a request for an ineligible purchase, and a confirm with nothing asked', () => {
    const { actor, requestRefund } = start();
    actor.send({ type: 'refund.request', purchase: past, today });
    actor.send({ type: 'refund.request', purchase: { ...upcoming, refund_status: 'initiated' }, today });
    actor.send({ type: 'refund.confirm' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(requestRefund).not.toHaveBeenCalled();
  });

  it("shows the server's message on a 400", async () => {
    const { actor, effects } = start({
      refund: async () => {
        throw httpFailure(400, accountMessages.refundNotAllowed);
      },
    });
    askAndConfirm(actor);
    await waitFor(actor, () => effects.showToast.mock.calls.length > 0);
    expect(effects.showToast).toHaveBeenCalledExactlyOnceWith(
      'error',
      'This purchase is not eligible for a refund.',
    );
    expect(effects.reloadList).not.toHaveBeenCalled();
    expect(actor.getSnapshot().matches('idle')).toBe(true);
  });

  it('hands a 401 to the session', async () => {
    const { actor, effects } = start({
      refund: async () => {
        throw httpFailure(401, 'Unauthenticated.');
      },
    });
    askAndConfirm(actor);
    await waitFor(actor, () => effects.expireSession.mock.calls.length > 0);
    expect(effects.expireSession).toHaveBeenCalledWith({
      message: 'Your session has expired. Please log in again to continue.',
      notice: 'toast',
      reload: true,
    });
    expect(effects.showToast).not.toHaveBeenCalled();
  });

  it.each([
    ['a 500', httpFailure(500, 'Internal')],
    ['a network failure', networkFailure()],
  ])('shows the generic message on %s', async (_, failure) => {
    const { actor, effects } = start({
      refund: async () => {
        throw failure;
      },
    });
    askAndConfirm(actor);
    await waitFor(actor, () => effects.showToast.mock.calls.length > 0);
    expect(effects.showToast).toHaveBeenCalledWith('error', 'Something went wrong, Please try again later.');
  });
});
