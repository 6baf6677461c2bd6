import { describe, expect, it } from 'vitest';
import { type CheckoutSnapshotLike, checkoutPhase } from './use-checkout-view.ts';

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
