import { describe, expect, it } from 'vitest';
import { passChoiceOf } from './pass-choice.ts';

describe('passChoiceOf', () => {
  it('reads each pass type of the select', () => {
    expect(passChoiceOf('day_1_pass')).toBe('day_1_pass');
    expect(passChoiceOf('day_2_pass')).toBe('day_2_pass');
    expect(passChoiceOf('two_days_pass')).toBe('two_days_pass');
  });

  it("reads the empty option, or anything else, as '' (the day type message)", () => {
    expect(passChoiceOf('')).toBe('');
    expect(passChoiceOf('three_days_pass')).toBe('');
  });
});
