import { describe, expect, it } from 'vitest';
import {
  backFromPurchase,
  type CheckoutSnapshotLike,
  checkoutBackEvent,
  checkoutPhase,
} from './use-checkout-view.ts';

function snapshot(value: string, tags: string[] = [], status = 'active'): CheckoutSnapshotLike {
  return { status, value, context: { error: null }, hasTag: (tag) => tags.includes(tag) };
}

describe('checkoutPhase', () => {
  it('is none without a running checkout', () => {
    expect(checkoutPhase(undefined)).toBe('none');
  });

  it.each([
    ['creatingOrder', ['busy'], 'busy'],
    ['loadingScript', ['busy'], 'busy'],
    ['confirming', ['busy'], 'busy'],
    ['scriptFailed', ['scriptFailed'], 'scriptFailed'],
    ['paymentFailed', ['problem'], 'problem'],
    ['orderFailed', ['problem'], 'problem'],
    ['paying', [], 'paying'],
    ['succeeded', ['redirecting'], 'redirecting'],
  ])('reads %s as %s', (value, tags, phase) => {
    expect(checkoutPhase(snapshot(value, tags))).toBe(phase);
  });

  it('is done once the checkout has ended', () => {
    expect(checkoutPhase(snapshot('completed', [], 'done'))).toBe('done');
  });
});

describe('checkoutBackEvent', () => {
  it("cancels the provider's dialog and the script failure, and closes the in-page alert", () => {
    expect(checkoutBackEvent('paying')).toEqual({ type: 'checkout.cancel' });
    expect(checkoutBackEvent('scriptFailed')).toEqual({ type: 'checkout.cancel' });
    expect(checkoutBackEvent('problem')).toEqual({ type: 'problem.close' });
  });

  it.each(['none', 'busy', 'redirecting', 'done'] as const)('does nothing while %s', (phase) => {
    expect(checkoutBackEvent(phase)).toBeNull();
  });
});

describe('backFromPurchase', () => {
  function child(value: string, tags: string[] = []) {
    const sent: unknown[] = [];
    return {
      sent,
      ref: { getSnapshot: () => snapshot(value, tags), send: (event: unknown) => sent.push(event) },
    };
  }

  it("cancels the provider's dialog as it is now, and leaves the dialog to come back", () => {
    const checkout = child('paying');
    let closed = 0;
    backFromPurchase(checkout.ref, () => closed++);
    expect(checkout.sent).toEqual([{ type: 'checkout.cancel' }]);
    expect(closed).toBe(0);
  });

  it('asks the purchase to close its dialog otherwise (no checkout, a call running, another child)', () => {
    let closed = 0;
    backFromPurchase(undefined, () => closed++);
    const busy = child('confirming', ['busy']);
    backFromPurchase(busy.ref, () => closed++);
    backFromPurchase({ getSnapshot: () => ({ status: 'active' }) }, () => closed++);
    expect(busy.sent).toEqual([]);
    expect(closed).toBe(3);
  });
});
