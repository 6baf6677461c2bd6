import { describe, expect, it } from 'vitest';
import { DEFAULT_QUANTITY, QUANTITY_OPTIONS } from '../constants/limits.ts';
import { eventBookingFormSchema } from './forms.ts';
import { quantityOptionSchema } from './quantity.ts';

const first = (input: unknown) => eventBookingFormSchema.safeParse(input).error?.issues[0]?.message;

describe('quantity options', () => {
  it("are '0' to '5' with default '0'", () => {
    expect(QUANTITY_OPTIONS).toEqual(['0', '1', '2', '3', '4', '5']);
    expect(DEFAULT_QUANTITY).toBe('0');
    expect(quantityOptionSchema.safeParse('6').success).toBe(false);
    expect(quantityOptionSchema.safeParse(3).success).toBe(false);
  });
});

describe('eventBookingFormSchema', () => {
  it('turns the chosen plan and quantity option into numbers', () => {
    expect(eventBookingFormSchema.parse({ plan_id: 42, quantity: '3' })).toEqual({
      plan_id: 42,
      quantity: 3,
    });
    expect(eventBookingFormSchema.parse({ plan_id: '42', quantity: '5' })).toEqual({
      plan_id: 42,
      quantity: 5,
    });
  });

  it('refuses a missing plan with the spec message', () => {
    expect(first({ quantity: '1' })).toBe('No Event selected yet, Please select the Event First');
    expect(first({ plan_id: '', quantity: '1' })).toBe(
      'No Event selected yet, Please select the Event First',
    );
  });

  it("refuses the default quantity '0' and values outside the options", () => {
    expect(first({ plan_id: 42, quantity: DEFAULT_QUANTITY })).toBe('Please select the quantity.');
    expect(first({ plan_id: 42, quantity: '7' })).toBe('Quantity must be between 1 and 5.');
  });
});
