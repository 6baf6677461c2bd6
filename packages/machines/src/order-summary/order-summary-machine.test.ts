import { type ChargeBreakdown, computeCharge, type OrderQuoteResponse, type QuoteItem } from '@lwl/schemas';
import { afterAll, describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { httpFailure } from '../shared/test-fakes.ts';
import { trackTransitions } from '../testing/coverage.ts';
import { orderSummaryMachine, type QuoteRequest } from './order-summary-machine.ts';

const coverage = trackTransitions(orderSummaryMachine);
afterAll(() => coverage.assertAllTaken());

const ticket: QuoteItem = { kind: 'event', event_id: 1, quantity: 2 };
const plan: QuoteItem = { kind: 'membership', membership_price_id: 3 };

const charge = (discountPercent: number, quantity = 2): ChargeBreakdown =>
  computeCharge({
    unitPrice: 4500,
    quantity,
    currency: 'INR',
    treatment: 'included',
    discountPercent,
    supply: 'intra_state',
  });

/** A fake server: LWL10 is 10 % off, any other coupon is refused; `answers` overrides by call. */
function server(answers: Array<(request: QuoteRequest) => Promise<OrderQuoteResponse>> = []) {
  const requests: QuoteRequest[] = [];
  const loadQuote = fromPromise<OrderQuoteResponse, QuoteRequest>(async ({ input }) => {
    requests.push(input);
    const scripted = answers[requests.length - 1];
    if (scripted) return scripted(input);
    if (input.coupon !== undefined && input.coupon !== 'LWL10')
      throw httpFailure(400, 'Invalid coupon code.');
    return { status: 1, breakdown: charge(input.coupon === 'LWL10' ? 10 : 0) };
  });
  return { requests, loadQuote };
}

function start(item: QuoteItem | null, fake = server(), coupon?: string) {
  const actor = createActor(orderSummaryMachine.provide({ actors: { loadQuote: fake.loadQuote } }), {
    input: { item, ...(coupon !== undefined ? { coupon } : {}) },
    inspect: coverage.inspect,
  });
  actor.start();
  return { actor, ...fake };
}

const pending = () => new Promise<OrderQuoteResponse>(() => {});

describe('order summary', () => {
  it("quotes the chosen item and holds the server's breakdown", async () => {
    const { actor, requests } = start(ticket);
    expect(actor.getSnapshot().hasTag('quoting')).toBe(true);
    await waitFor(actor, (s) => s.matches('quoted'));
    expect(requests).toEqual([ticket]);
    expect(actor.getSnapshot().context.breakdown).toEqual(charge(0));
  });

  it('Apply with a valid coupon re-asks the server and shows its discount', async () => {
    const { actor, requests } = start(ticket);
    await waitFor(actor, (s) => s.matches('quoted'));
    actor.send({ type: 'coupon.apply', coupon: '  LWL10 ' });
    await waitFor(actor, (s) => s.matches('quoted'));
    expect(requests.at(-1)).toEqual({ ...ticket, coupon: 'LWL10' });
    expect(actor.getSnapshot().context.breakdown?.discount).toBe(90_000);
    expect(actor.getSnapshot().context.couponError).toBeNull();
  });

  it("shows 'Invalid coupon code.' under the field and quotes again without the coupon", async () => {
    const { actor, requests } = start(ticket);
    await waitFor(actor, (s) => s.matches('quoted'));
    actor.send({ type: 'coupon.apply', coupon: 'NOPE' });
    await waitFor(actor, (s) => s.matches('quoted') && requests.length === 3);
    expect(requests.slice(1)).toEqual([{ ...ticket, coupon: 'NOPE' }, ticket]);
    expect(actor.getSnapshot().context).toMatchObject({
      couponError: 'Invalid coupon code.',
      coupon: '',
      breakdown: charge(0),
    });
  });

  it('waits while nothing is chosen, keeps an applied coupon, then quotes with it', async () => {
    const { actor, requests } = start(null);
    expect(actor.getSnapshot().matches('waiting')).toBe(true);
    actor.send({ type: 'coupon.apply', coupon: 'LWL10' });
    actor.send({ type: 'item.change', item: plan });
    await waitFor(actor, (s) => s.matches('quoted'));
    expect(requests).toEqual([{ ...plan, coupon: 'LWL10' }]);
  });

  it('a new choice while quoting or quoted asks again for the new item; no choice clears it', async () => {
    const { actor, requests } = start(ticket, server([pending]));
    actor.send({ type: 'item.change', item: plan });
    await waitFor(actor, (s) => s.matches('quoted'));
    expect(requests).toEqual([ticket, plan]);
    actor.send({ type: 'item.change', item: null });
    expect(actor.getSnapshot().matches('waiting')).toBe(true);
    expect(actor.getSnapshot().context.breakdown).toBeNull();
  });

  it('starts with the coupon already in the form (a dialog reopened after a failed payment)', async () => {
    const { actor, requests } = start(ticket, server(), 'LWL10');
    await waitFor(actor, (s) => s.matches('quoted'));
    expect(requests).toEqual([{ ...ticket, coupon: 'LWL10' }]);
  });

  it('Apply while a quote runs replaces it with the coupon', async () => {
    const { actor, requests } = start(ticket, server([pending]));
    actor.send({ type: 'coupon.apply', coupon: 'LWL10' });
    await waitFor(actor, (s) => s.matches('quoted'));
    expect(requests).toEqual([ticket, { ...ticket, coupon: 'LWL10' }]);
  });

  it('degrades when the backend has no order-quote (404): listed price, no more asking', async () => {
    const notFound = async () => {
      throw httpFailure(404, 'Not found');
    };
    const { actor, requests } = start(ticket, server([notFound]));
    await waitFor(actor, (s) => s.matches('unavailable'));
    actor.send({ type: 'item.change', item: plan });
    actor.send({ type: 'coupon.apply', coupon: 'LWL10' });
    expect(requests).toHaveLength(1);
    expect(actor.getSnapshot().context).toMatchObject({ item: plan, coupon: 'LWL10', breakdown: null });
    // The create-order answer still brings the server's numbers.
    actor.send({ type: 'breakdown.update', breakdown: charge(10, 1) });
    expect(actor.getSnapshot().context.breakdown).toEqual(charge(10, 1));
    actor.send({ type: 'coupon.reject', message: 'Invalid coupon code.' });
    expect(actor.getSnapshot().context.couponError).toBe('Invalid coupon code.');
  });

  it('a failed quote (5xx, item refused) shows the listed price and asks again on the next choice', async () => {
    const down = async () => {
      throw httpFailure(500);
    };
    const { actor, requests } = start(ticket, server([down, down]));
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.breakdown).toBeNull();
    actor.send({ type: 'coupon.apply', coupon: 'LWL10' });
    await waitFor(actor, (s) => s.matches('failed') && requests.length === 2);
    actor.send({ type: 'item.change', item: plan });
    await waitFor(actor, (s) => s.matches('quoted'));
    expect(requests.at(-1)).toEqual({ ...plan, coupon: 'LWL10' });
  });
});
