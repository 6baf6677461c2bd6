import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter, gstinProblem } from './gstin.ts';
import { SELLER } from './seller.ts';

describe('GSTIN check', () => {
  it('computes the check character (mod 36, factors 1 and 2)', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(gstinCheckCharacter('29AAGCB7383J1Z')).toBe('4');
  });

  it('accepts valid GSTINs in any case, with spaces around, and a blank field', () => {
    expect(gstinProblem('27AAPFU0939F1ZV')).toBeNull();
    expect(gstinProblem(' 27aapfu0939f1zv ')).toBeNull();
    expect(gstinProblem(SELLER.gstin)).toBeNull();
    expect(gstinProblem('')).toBeNull();
  });

  it('names a wrong format or a wrong check digit', () => {
    expect(gstinProblem('27AAPFU0939F1Z')).toBe('format');
    expect(gstinProblem('27AAPFU0939F1XV')).toBe('format');
    expect(gstinProblem('ABCDEFGHIJKLMNO')).toBe('format');
    expect(gstinProblem('27AAPFU0939F1ZW')).toBe('check-digit');
    expect(gstinProblem('27AABCR1234F1Z5')).toBe('check-digit');
  });
});
