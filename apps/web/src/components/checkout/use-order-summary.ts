/**
 * The order summary's machine (@lwl/machines orderSummaryMachine) wired to `POST order-quote` and to
 * the running checkout: the create-order answer's breakdown and a coupon the order refused reach it.
 */
import { fromRequest, orderSummaryMachine, type QuoteRequest } from '@lwl/machines';
import type { OrderQuoteResponse, QuoteItem } from '@lwl/schemas';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { actorOptions } from '../../lib/inspect.ts';
import type { CheckoutRefLike } from './use-checkout-view.ts';

/** The `POST order-quote` call (see order-quote-call.ts; the membership forms load it on demand). */
export type QuoteCall = (request: QuoteRequest, signal: AbortSignal) => Promise<OrderQuoteResponse>;

/** A stable key of an item, so a re-render with the same choice does not ask again. */
const itemKey = (item: QuoteItem | null) => (item === null ? '' : JSON.stringify(item));

export function useOrderSummary(
  quote: QuoteCall,
  item: QuoteItem | null,
  checkout: CheckoutRefLike | undefined,
  coupon?: string | undefined,
) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: one logic per mount
  const logic = useMemo(
    () =>
      orderSummaryMachine.provide({
        actors: { loadQuote: fromRequest(({ input, signal }) => quote(input, signal)) },
      }),
    [],
  );
  const [snapshot, send] = useMachine(logic, {
    ...actorOptions(),
    input: { item, ...(coupon ? { coupon } : {}) },
  });
  const key = itemKey(item);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the item
  useEffect(() => {
    if (key !== itemKey(snapshot.context.item)) send({ type: 'item.change', item });
  }, [key]);
  useEffect(() => {
    if (checkout === undefined) return;
    const subscription = checkout.subscribe((next: ReturnType<CheckoutRefLike['getSnapshot']>) => {
      const breakdown = next.context.breakdown;
      if (breakdown) send({ type: 'breakdown.update', breakdown });
      const couponError = next.output?.couponError;
      if (next.status === 'done' && couponError) send({ type: 'coupon.reject', message: couponError });
    });
    return () => subscription.unsubscribe();
  }, [checkout, send]);
  return {
    breakdown: snapshot.context.breakdown,
    couponError: snapshot.context.couponError,
    quoting: snapshot.hasTag('quoting'),
    applyCoupon: (code: string) => send({ type: 'coupon.apply', coupon: code }),
  };
}
