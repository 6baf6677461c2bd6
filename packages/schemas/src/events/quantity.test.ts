import { describe, expect, it } from 'vitest';
import { DEFAULT_QUANTITY, QUANTITY_OPTIONS } from '../constants/limits.ts';
import { quantityOptionSchema } from './quantity.ts';

describe('quantity options', () => {
  it("are '0' to '5' with default '0'", () => {
    expect(QUANTITY_OPTIONS).toEqual(['0', '1', '2', '3', '4', '5']);
    expect(DEFAULT_QUANTITY).toBe('0');
    expect(quantityOptionSchema.safeParse('6').success).toBe(false);
    expect(quantityOptionSchema.safeParse(3).success).toBe(false);
  });
});
