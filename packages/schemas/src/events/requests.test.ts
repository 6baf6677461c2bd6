import { describe, expect, it } from 'vitest';
import { eventPaymentInputSchema, eventSlugInputSchema, userEventPaymentInputSchema } from './requests.ts';

const guest = {
  name: 'Ananya Rao',
  email: 'ananya.rao@example.com',
  company_name: 'Kestrel Analytics',
  designation: 'Head of Product',
  quantity: 2,
  event_id: 12,
  phone: '9876543210',
};

const first = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('eventPaymentInputSchema', () => {
  it('reads numeric strings and drops an empty coupon', () => {
    expect(eventPaymentInputSchema.parse({ ...guest, quantity: '3', event_id: '12', coupon: '' })).toEqual({
      ...guest,
      quantity: 3,
    });
  });

  it.each([
    ['name', '', 'Name is required'],
    ['email', 'ananya', 'Invalid email address'],
    ['email', undefined, 'Email is required'],
    ['company_name', ' ', 'Company Name is required'],
    ['designation', '', 'Designation is required'],
    ['phone', '', 'Phone Number is required'],
    ['phone', 'abc', 'Phone number must contain digits only'],
    ['quantity', 0, 'Quantity must be between 1 and 5.'],
    ['quantity', '6', 'Quantity must be between 1 and 5.'],
    ['quantity', 1.5, 'Quantity must be between 1 and 5.'],
    ['quantity', undefined, 'Quantity must be between 1 and 5.'],
    ['event_id', 'abc', 'Invalid event id.'],
    ['event_id', 0, 'Invalid event id.'],
  ])('refuses %s = %j with %j', (field, value, message) => {
    expect(first(eventPaymentInputSchema.safeParse({ ...guest, [field]: value }))).toBe(message);
  });
});

describe('userEventPaymentInputSchema', () => {
  it('takes quantity, event_id and an optional coupon', () => {
    expect(userEventPaymentInputSchema.parse({ quantity: '5', event_id: 12, coupon: 'LWL10' })).toEqual({
      quantity: 5,
      event_id: 12,
      coupon: 'LWL10',
    });
    expect(first(userEventPaymentInputSchema.safeParse({ quantity: 2 }))).toBe('Invalid event id.');
  });
});

describe('eventSlugInputSchema', () => {
  it('needs a slug', () => {
    expect(eventSlugInputSchema.parse({ slug: 'summit' })).toEqual({ slug: 'summit' });
    expect(first(eventSlugInputSchema.safeParse({ slug: '' }))).toBe('Event slug is required.');
  });
});
