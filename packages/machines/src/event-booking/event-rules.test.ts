import { describe, expect, it } from 'vitest';
import { guestPlan, titanPlan } from './event-plans.fixture.ts';
import {
  bookingProblem,
  bookNowView,
  eventTotal,
  findSelectablePlan,
  isBookable,
  orderQuantity,
  planRowKind,
  preselectedPlanId,
  selectablePlans,
} from './event-rules.ts';

describe('event booking rules', () => {
  it('books only upcoming events', () => {
    expect(isBookable({ list_status: 'upcoming' })).toBe(true);
    expect(isBookable({ list_status: 'past' })).toBe(false);
  });

  it('offers only the plans with can_view', () => {
    expect(selectablePlans([guestPlan, titanPlan])).toEqual([guestPlan]);
    expect(findSelectablePlan([guestPlan, titanPlan], 11)).toBe(guestPlan);
    expect(findSelectablePlan([guestPlan, titanPlan], 12)).toBeUndefined();
    expect(findSelectablePlan([guestPlan, titanPlan], null)).toBeUndefined();
  });

  it("preselects the row of the member's tier when the event offers it to her", () => {
    const forTitan = [
      { ...guestPlan, can_view: false },
      { ...titanPlan, can_view: true },
    ];
    expect(preselectedPlanId(forTitan, 'Titan')).toBe(titanPlan.id);
    expect(preselectedPlanId(forTitan, ' titan ')).toBe(titanPlan.id);
    // No row of her tier, or hers is not for her to buy: she chooses.
    expect(preselectedPlanId(forTitan, 'Maverick')).toBeNull();
    expect(preselectedPlanId([guestPlan, titanPlan], 'Titan')).toBeNull();
    // A guest, or a token without a tier.
    expect(preselectedPlanId(forTitan, null)).toBeNull();
    expect(preselectedPlanId(forTitan, undefined)).toBeNull();
    expect(preselectedPlanId(forTitan, '')).toBeNull();
  });

  it('computes the total as plan price times quantity', () => {
    expect(eventTotal(2500, '0')).toBe(0);
    expect(eventTotal(2500, '3')).toBe(7500);
    expect(eventTotal(1999.5, 2)).toBe(3999);
    expect(orderQuantity('5')).toBe(5);
  });

  it('names what blocks Book Now', () => {
    expect(bookingProblem(undefined, '2')).toBe('No Event selected yet, Please select the Event First');
    expect(bookingProblem(guestPlan, '0')).toBe('Please select the quantity.');
    expect(bookingProblem(guestPlan, '1')).toBeNull();
  });
});

describe('Book Now and the price rows', () => {
  it("disables Book Now while the quantity is 0, with 'Choose how many tickets'", () => {
    expect(bookNowView(undefined, '0')).toEqual({
      enabled: false,
      hints: ['No Event selected yet, Please select the Event First', 'Choose how many tickets'],
    });
    expect(bookNowView(guestPlan, '0')).toEqual({ enabled: false, hints: ['Choose how many tickets'] });
    expect(bookNowView(guestPlan, '2')).toEqual({ enabled: true, hints: [] });
  });

  it('offers a guest a sign-in link on member rows, and keeps rows locked that signing in would not open', () => {
    expect(planRowKind(guestPlan, false)).toBe('buyable');
    expect(planRowKind(titanPlan, false)).toBe('signIn');
    // A signed-in member of another tier: that row stays locked.
    expect(planRowKind(titanPlan, true)).toBe('locked');
    // The guest row of a members-only event (no row can_view): signing in is the way, not this row.
    expect(planRowKind({ ...guestPlan, can_view: false }, false)).toBe('locked');
  });
});
