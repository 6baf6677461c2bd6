import { accountMessages } from '@lwl/schemas';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { fromPromise, waitFor } from 'xstate';
import type { SessionExpiryParams } from '../shared/effects.ts';
import { httpFailure, networkFailure } from '../shared/test-fakes.ts';
import { createTestActor, trackTransitions } from '../testing/index.ts';
import type { RefundablePurchase } from './refund-eligibility.ts';
import { refundMachine } from './refund-machine.ts';

const coverage = trackTransitions(refundMachine);
afterAll(() => coverage.assertAllTaken());

const today = '2025-03-10';
const upcoming: RefundablePurchase = { id: 41, refund_status: null, event: { event_date: '2025-03-12' } };
const past: RefundablePurchase = { id: 42, refund_status: null, event: { event_date: '2025-03-01' } };

function start(
  options: { confirm?: () => Promise<boolean>; refund?: () => Promise<{ message: string }> } = {},
) {
  const effects = {
    showToast: vi.fn<(kind: string, message: string) => void>(),
    reloadList: vi.fn(),
    expireSession: vi.fn<(params: SessionExpiryParams) => void>(),
  };
  const confirm = vi.fn<(message: string) => Promise<boolean>>(options.confirm ?? (async () => true));
  const requestRefund = vi.fn<(eventId: number) => Promise<{ message: string }>>(
    options.refund ?? (async () => ({ message: accountMessages.refundRequested })),
  );
  const { actor } = createTestActor(refundMachine, {
    coverage,
    provide: {
      actors: {
        askConfirmation: fromPromise<boolean, { message: string }>(({ input }) => confirm(input.message)),
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
  return { actor, effects, confirm, requestRefund };
}

describe('refund machine', () => {
  it('asks first, then requests the refund of the purchase, toasts the answer and reloads the list', async () => {
    const { actor, effects, confirm, requestRefund } = start();
    actor.send({ type: 'refund.request', purchase: upcoming, today });
    expect(actor.getSnapshot().matches('confirming')).toBe(true);
    await waitFor(actor, (s) => s.matches('requesting'));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to proceed?');
    await waitFor(actor, (s) => s.matches('idle'));
    expect(requestRefund).toHaveBeenCalledWith(41);
    expect(effects.showToast).toHaveBeenCalledWith('success', 'Your refund request has been submitted.');
    expect(effects.reloadList).toHaveBeenCalledTimes(1);
  });

  it('does nothing when the prompt is declined or cannot be shown', async () => {
    const declined = start({ confirm: async () => false });
    declined.actor.send({ type: 'refund.request', purchase: upcoming, today });
    await waitFor(declined.actor, (s) => s.matches('idle'));
    expect(declined.requestRefund).not.toHaveBeenCalled();
    expect(declined.effects.reloadList).not.toHaveBeenCalled();

    const broken = start({
      confirm: async () => {
        throw new Error('no dialog');
      },
    });
    broken.actor.send({ type: 'refund.request', purchase: upcoming, today });
    await waitFor(broken.actor, (s) => s.matches('idle'));
    expect(broken.requestRefund).not.toHaveBeenCalled();
  });

  it('ignores a request for an ineligible purchase', () => {
    const { actor, confirm } = start();
    actor.send({ type: 'refund.request', purchase: past, today });
    actor.send({ type: 'refund.request', purchase: { ...upcoming, refund_status: 'initiated' }, today });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(confirm).not.toHaveBeenCalled();
  });

  it("shows the server's message on a 400", async () => {
    const { actor, effects } = start({
      refund: async () => {
        throw httpFailure(400, accountMessages.refundNotAllowed);
      },
    });
    actor.send({ type: 'refund.request', purchase: upcoming, today });
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
    actor.send({ type: 'refund.request', purchase: upcoming, today });
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
    actor.send({ type: 'refund.request', purchase: upcoming, today });
    await waitFor(actor, () => effects.showToast.mock.calls.length > 0);
    expect(effects.showToast).toHaveBeenCalledWith('error', 'Something went wrong, Please try again later.');
  });
});
