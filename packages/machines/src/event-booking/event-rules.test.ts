import type { EventPlanOption } from '@lwl/schemas';
import { describe, expect, it } from 'vitest';
import {
  bookingProblem,
  eventTotal,
  findSelectablePlan,
  isBookable,
  orderQuantity,
  selectablePlans,
} from './event-rules.ts';

const guestPlan: EventPlanOption = {
  id: 1,
  member: false,
  membership: 'Non Member',
  price: 2500,
  currency: 'INR',
  can_view: true,
};
const titanPlan: EventPlanOption = {
  id: 2,
  member: true,
  membership: 'Titan',
  price: 1500,
  currency: 'INR',
  can_view: false,
};

describe('event booking rules', () => {
  it('books only upcoming events', () => {
    expect(isBookable({ list_status: 'upcoming' })).toBe(true);
    expect(isBookable({ list_status: 'past' })).toBe(false);
  });

  it('offers only the plans with can_view', () => {
    expect(selectablePlans([guestPlan, titanPlan])).toEqual([guestPlan]);
    expect(findSelectablePlan([guestPlan, titanPlan], 1)).toBe(guestPlan);
    expect(findSelectablePlan([guestPlan, titanPlan], 2)).toBeUndefined();
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
