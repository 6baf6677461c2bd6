import { describe, expect, it } from 'vitest';
import { guestPlan, titanPlan } from './event-plans.fixture.ts';
import {
  bookingProblem,
  eventTotal,
  findSelectablePlan,
  isBookable,
  orderQuantity,
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
