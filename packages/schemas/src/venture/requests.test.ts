import { describe, expect, it } from 'vitest';
import { ventureBookingFormSchema } from './forms.ts';
import { venturePaymentInputSchema } from './requests.ts';

const details = {
  name: 'Meera Kulkarni',
  email: 'meera@brightloom.in',
  company_name: 'Brightloom Foods',
  designation: 'Founder',
  phone: '9820012345',
};
const request = { ...details, member_type: 'member', price_type: 'day_2_pass', venture_id: 2 };

const first = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('venturePaymentInputSchema', () => {
  it('accepts a request with a string id and an empty coupon', () => {
    expect(venturePaymentInputSchema.parse({ ...request, venture_id: '2', coupon: '' })).toEqual(request);
  });

  it.each([
    ['price_type', undefined, 'Please select the Plan duration.'],
    ['price_type', '', 'Please select the day type.'],
    ['member_type', 'guest', 'Invalid member type.'],
    ['venture_id', 'x', 'Invalid venture id.'],
    ['name', '', 'Name is required'],
    ['email', 'meera@', 'Invalid email address'],
    ['phone', '', 'Phone Number is required'],
    ['phone', '98200-12345', 'Phone number must contain digits only'],
  ])('refuses %s = %j with %j', (field, value, message) => {
    expect(first(venturePaymentInputSchema.safeParse({ ...request, [field]: value }))).toBe(message);
  });
});

describe('ventureBookingFormSchema', () => {
  it('accepts the pass type with the purchase details', () => {
    expect(
      ventureBookingFormSchema.parse({
        ...details,
        phone: { country: 'IN', number: details.phone },
        price_type: 'two_days_pass',
        coupon: 'LWL10',
      }),
    ).toEqual({
      ...details,
      price_type: 'two_days_pass',
      coupon: 'LWL10',
    });
  });

  it('reports the pass type first, then the details', () => {
    const result = ventureBookingFormSchema.safeParse({});
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'Please select the Plan duration.',
      'Name is required',
      'Email is required',
      'Company Name is required',
      'Designation is required',
      'Phone Number is required',
    ]);
    expect(first(ventureBookingFormSchema.safeParse({ ...details, price_type: '' }))).toBe(
      'Please select the day type.',
    );
  });
});
