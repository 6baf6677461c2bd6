import { describe, expect, it } from 'vitest';
import { ventureIndividualPass } from './venture-package.fixture.ts';
import {
  isPassType,
  passChoiceOf,
  passChoiceProblem,
  ventureBookingPrice,
  ventureMemberType,
} from './venture-rules.ts';

const pkg = ventureIndividualPass;

describe('venture booking rules', () => {
  it("is 'member' with a token, else 'non_member'", () => {
    expect(ventureMemberType(true)).toBe('member');
    expect(ventureMemberType(false)).toBe('non_member');
  });

  it('prices day passes at the single-day price and the two-day pass at the both-day price', () => {
    expect(ventureBookingPrice(pkg, 'day_1_pass', 'member')).toBe(4000);
    expect(ventureBookingPrice(pkg, 'day_2_pass', 'non_member')).toBe(5000);
    expect(ventureBookingPrice(pkg, 'two_days_pass', 'member')).toBe(7000);
    expect(ventureBookingPrice(pkg, 'two_days_pass', 'non_member')).toBe(9000);
    expect(ventureBookingPrice(pkg, '', 'member')).toBeNull();
    expect(ventureBookingPrice(pkg, null, 'member')).toBeNull();
  });

  it('words the pass type problems as the spec does', () => {
    expect(passChoiceProblem(null)).toBe('Please select the Plan duration.');
    expect(passChoiceProblem('')).toBe('Please select the day type.');
    expect(passChoiceProblem('day_1_pass')).toBeNull();
    expect(isPassType('two_days_pass')).toBe(true);
    expect(isPassType('')).toBe(false);
  });

  it('reads each pass type of the select', () => {
    expect(passChoiceOf('day_1_pass')).toBe('day_1_pass');
    expect(passChoiceOf('day_2_pass')).toBe('day_2_pass');
    expect(passChoiceOf('two_days_pass')).toBe('two_days_pass');
  });

  it("reads the empty option, or anything else, as '' (the day type message)", () => {
    expect(passChoiceOf('')).toBe('');
    expect(passChoiceOf('three_days_pass')).toBe('');
    expect(passChoiceProblem(passChoiceOf(''))).toBe('Please select the day type.');
  });
});
