import { describe, expect, it } from 'vitest';
import { packagesExamples } from './examples.ts';
import { sponsorPackageSchema } from './package.ts';
import { nonMemberPackagePaymentInputSchema, packagePaymentInputSchema } from './requests.ts';

const pkg = packagesExamples['GET packages'].response.data[0];
const guest = packagesExamples['POST non-member-package-payment'].input;

const first = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('sponsorPackageSchema', () => {
  it('accepts a package and refuses a textual or negative price', () => {
    expect(sponsorPackageSchema.parse(pkg)).toEqual(pkg);
    expect(sponsorPackageSchema.safeParse({ ...pkg, price_info: '₹75,000' }).success).toBe(false);
    expect(sponsorPackageSchema.safeParse({ ...pkg, price_info: -1 }).success).toBe(false);
    expect(sponsorPackageSchema.safeParse({ ...pkg, name: '' }).success).toBe(false);
  });
});

describe('packagePaymentInputSchema', () => {
  it('takes a package id and an optional coupon', () => {
    expect(packagePaymentInputSchema.parse({ package_id: '4', coupon: '' })).toEqual({ package_id: 4 });
    expect(first(packagePaymentInputSchema.safeParse({ coupon: 'LWL10' }))).toBe('Invalid package id.');
  });
});

describe('nonMemberPackagePaymentInputSchema', () => {
  it('accepts the guest dialog', () => {
    expect(nonMemberPackagePaymentInputSchema.parse(guest)).toEqual({
      package_id: 4,
      name: 'Rhea Kapoor',
      email: 'rhea@lumenworks.co',
      phone: '9000012345',
      company_name: 'Lumenworks',
      designation: 'Marketing Director',
    });
  });

  it.each([
    ['package_id', '-4', 'Invalid package id.'],
    ['name', '', 'Name is required'],
    ['email', '', 'Email is required'],
    ['email', 'rhea.lumenworks.co', 'Invalid email address'],
    ['phone', '', 'Phone is required'],
    ['phone', 'nine', 'Phone number must contain digits only'],
    ['company_name', '', 'Company Name is required'],
    ['designation', '', 'Designation is required'],
  ])('refuses %s = %j with %j', (field, value, message) => {
    expect(first(nonMemberPackagePaymentInputSchema.safeParse({ ...guest, [field]: value }))).toBe(message);
  });
});
