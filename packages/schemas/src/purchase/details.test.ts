import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { couponFormSchema, purchaseContactSchema, sponsorContactSchema } from './details.ts';
import { purchaseDetailsSchema, sponsorDetailsSchema } from './forms.ts';

/** What the calls take (the dialogs' output). */
const contact = {
  name: 'Ananya Rao',
  email: 'ananya.rao@example.com',
  company_name: 'Kestrel Analytics',
  designation: 'Head of Product',
  phone: '9876543210',
};
/** What the dialogs hold: the phone as a country and a number. */
const valid = { ...contact, phone: { country: 'IN', number: '9876543210' } };
const indian = (number: string | undefined) => ({ country: 'IN', number });

function firstMessage(schema: z.ZodMiniType, input: unknown): string | undefined {
  const result = schema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('purchaseDetailsSchema', () => {
  it('accepts the details with or without a coupon, trimming and dropping an empty coupon', () => {
    expect(purchaseDetailsSchema.parse({ ...valid, name: '  Ananya Rao ', coupon: 'LWL10' })).toEqual({
      ...contact,
      coupon: 'LWL10',
    });
    expect(purchaseDetailsSchema.parse({ ...valid, coupon: '' })).toEqual(contact);
    expect(purchaseDetailsSchema.parse({ ...valid, coupon: '   ' }).coupon).toBeUndefined();
    expect(purchaseDetailsSchema.parse(valid).coupon).toBeUndefined();
  });

  it.each([
    ['name', '', 'Name is required'],
    ['name', '   ', 'Name is required'],
    ['name', undefined, 'Name is required'],
    ['email', '', 'Email is required'],
    ['email', 'ananya.rao@', 'Invalid email address'],
    ['email', 'not an email', 'Invalid email address'],
    ['company_name', '', 'Company Name is required'],
    ['designation', '', 'Designation is required'],
    ['phone', indian(''), 'Phone Number is required'],
    ['phone', undefined, 'Phone Number is required'],
    ['phone', indian('98765 43210'), 'Phone number must contain digits only'],
    ['phone', indian('+91 98765 43210'), 'Phone number must contain digits only'],
    ['phone', indian('98765432101'), 'An Indian number has 10 digits; this one has 11.'],
    ['phone', indian('987654321'), 'Phone number must be 10 digits'],
    [
      'phone',
      { country: 'AE', number: '50 12' },
      'Please enter a valid phone number for United Arab Emirates.',
    ],
  ])('refuses %s = %j with %j', (field, value, message) => {
    expect(firstMessage(purchaseDetailsSchema, { ...valid, [field]: value })).toBe(message);
  });

  it('reports the first field first on an empty dialog', () => {
    const result = purchaseDetailsSchema.safeParse({});
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'Name is required',
      'Email is required',
      'Company Name is required',
      'Designation is required',
      'Phone Number is required',
    ]);
  });
});

describe('purchaseContactSchema', () => {
  it('has no coupon (the free mentor session)', () => {
    expect(purchaseContactSchema.parse({ ...contact, coupon: 'LWL10' })).toEqual(contact);
  });

  it('takes the phone as the calls send it: 10 Indian digits or E.164', () => {
    expect(purchaseContactSchema.parse({ ...contact, phone: '+971501234567' }).phone).toBe('+971501234567');
    expect(
      purchaseDetailsSchema.parse({ ...valid, phone: { country: 'AE', number: '050 123 4567' } }).phone,
    ).toBe('+971501234567');
  });
});

describe('sponsor dialog', () => {
  it("words the missing phone 'Phone is required'", () => {
    expect(firstMessage(sponsorContactSchema, { ...contact, phone: '' })).toBe('Phone is required');
    expect(firstMessage(sponsorDetailsSchema, { ...valid, phone: indian(' ') })).toBe('Phone is required');
  });

  it('keeps the other messages and the phone format rules', () => {
    expect(firstMessage(sponsorDetailsSchema, { ...valid, company_name: '' })).toBe(
      'Company Name is required',
    );
    expect(firstMessage(sponsorDetailsSchema, { ...valid, phone: indian('12345678901') })).toBe(
      'An Indian number has 10 digits; this one has 11.',
    );
    expect(sponsorDetailsSchema.parse({ ...valid, coupon: 'LWL10' })).toEqual({
      ...contact,
      coupon: 'LWL10',
    });
  });
});

describe('couponFormSchema', () => {
  it('takes an optional coupon', () => {
    expect(couponFormSchema.parse({})).toEqual({});
    expect(couponFormSchema.parse({ coupon: '' })).toEqual({});
    expect(couponFormSchema.parse({ coupon: ' FREE100 ' })).toEqual({ coupon: 'FREE100' });
    expect(couponFormSchema.safeParse({ coupon: 100 }).success).toBe(false);
  });
});
