import { describe, expect, it } from 'vitest';
import { ventureExamples } from './examples.ts';
import {
  VENTURE_PASS_LABELS,
  VENTURE_PASS_TYPES,
  type VentureMemberType,
  type VenturePassType,
  ventureMemberTypeSchema,
  venturePackageSchema,
  venturePassPrice,
  venturePassTypeSchema,
} from './venture.ts';

const pkg = {
  id: 1,
  group_info: 'Individual',
  quantity_info: '1 Person',
  member_price_single_day: 3500,
  member_price_both_day: 6000,
  non_member_price_single_day: 5000,
  non_member_price_both_day: 8500,
};

describe('venturePackageSchema', () => {
  it('accepts the packages of the example', () => {
    for (const p of ventureExamples['GET ventures'].response.data)
      expect(venturePackageSchema.parse(p)).toEqual(p);
  });

  it('refuses a missing or negative price', () => {
    expect(venturePackageSchema.safeParse({ ...pkg, member_price_both_day: undefined }).success).toBe(false);
    expect(venturePackageSchema.safeParse({ ...pkg, non_member_price_single_day: -1 }).success).toBe(false);
  });
});

describe('pass types', () => {
  it('are labelled as the spec names them', () => {
    expect(VENTURE_PASS_TYPES.map((t) => VENTURE_PASS_LABELS[t])).toEqual([
      'Day 1 Pass',
      'Day 2 Pass',
      'Two-Day Pass',
    ]);
  });

  it("gives 'Please select the Plan duration.' when none is chosen", () => {
    expect(venturePassTypeSchema.safeParse(undefined).error?.issues[0]?.message).toBe(
      'Please select the Plan duration.',
    );
    expect(venturePassTypeSchema.safeParse(null).error?.issues[0]?.message).toBe(
      'Please select the Plan duration.',
    );
  });

  it("gives 'Please select the day type.' for the empty option or an unknown value", () => {
    expect(venturePassTypeSchema.safeParse('').error?.issues[0]?.message).toBe('Please select the day type.');
    expect(venturePassTypeSchema.safeParse('day_3_pass').error?.issues[0]?.message).toBe(
      'Please select the day type.',
    );
  });

  it('accepts each pass type', () => {
    for (const t of VENTURE_PASS_TYPES) expect(venturePassTypeSchema.parse(t)).toBe(t);
  });
});

describe('ventureMemberTypeSchema', () => {
  it("is 'member' or 'non_member'", () => {
    expect(ventureMemberTypeSchema.parse('member')).toBe('member');
    expect(ventureMemberTypeSchema.parse('non_member')).toBe('non_member');
    expect(ventureMemberTypeSchema.safeParse('guest').error?.issues[0]?.message).toBe('Invalid member type.');
  });
});

describe('venturePassPrice', () => {
  it.each<[VenturePassType, VentureMemberType, number]>([
    ['day_1_pass', 'member', 3500],
    ['day_2_pass', 'member', 3500],
    ['two_days_pass', 'member', 6000],
    ['day_1_pass', 'non_member', 5000],
    ['day_2_pass', 'non_member', 5000],
    ['two_days_pass', 'non_member', 8500],
  ])('%s for a %s costs %i', (passType, memberType, price) => {
    expect(venturePassPrice(pkg, passType, memberType)).toBe(price);
  });
});
