import { describe, expect, it } from 'vitest';
import type { EventPlanOption } from './event.ts';
import { eventCardPrice } from './event-price.ts';

const row = (id: number, membership: EventPlanOption['membership'], price: number, can_view: boolean) =>
  ({ id, member: membership !== 'Non Member', membership, price, currency: 'INR', can_view }) as const;

const rows = (viewable: readonly EventPlanOption['membership'][]): EventPlanOption[] =>
  (
    [
      ['Non Member', 4500],
      ['Titan', 2250],
      ['Maverick', 3150],
    ] as const
  ).map(([kind, price], index) => row(index + 1, kind, price, viewable.includes(kind)));

describe('the price an event card lists', () => {
  it("is the caller's own ticket price, GST included", () => {
    expect(eventCardPrice(rows(['Non Member']))).toEqual({
      amount: 4500,
      currency: 'INR',
      from: false,
      gst: 'incl. GST',
      membersOnly: false,
    });
    expect(eventCardPrice(rows(['Titan']))).toMatchObject({ amount: 2250, from: false });
  });

  it("is 'from' the lowest when the caller may choose between ticket types of different prices", () => {
    expect(eventCardPrice(rows(['Non Member', 'Maverick']))).toMatchObject({ amount: 3150, from: true });
    expect(eventCardPrice([row(1, 'Non Member', 2000, true), row(2, 'Titan', 2000, true)])).toMatchObject({
      amount: 2000,
      from: false,
    });
  });

  it('is the lowest member price, marked members-only, when the caller may buy no ticket', () => {
    expect(eventCardPrice(rows([]))).toEqual({
      amount: 2250,
      currency: 'INR',
      from: true,
      gst: 'incl. GST',
      membersOnly: true,
    });
  });

  it('is absent when the list carries no prices (a backend without the extension)', () => {
    expect(eventCardPrice(undefined)).toBeNull();
    expect(eventCardPrice([])).toBeNull();
    expect(eventCardPrice([row(1, 'Non Member', 4500, false)])).toBeNull();
  });
});
