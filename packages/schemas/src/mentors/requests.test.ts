import { describe, expect, it } from 'vitest';
import {
  mentorAppointmentPaymentInputSchema,
  mentorFreeSessionInputSchema,
  mentorSlugInputSchema,
} from './requests.ts';

const contact = {
  name: 'Ishita Verma',
  email: 'ishita.verma@example.com',
  company_name: 'Northwind Labs',
  designation: 'Engineering Manager',
  phone: '9911223344',
};

const first = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('mentorAppointmentPaymentInputSchema', () => {
  it('reads a string mentor id and keeps a coupon', () => {
    expect(
      mentorAppointmentPaymentInputSchema.parse({ mentor_id: '7', ...contact, coupon: 'LWL10' }),
    ).toEqual({
      mentor_id: 7,
      ...contact,
      coupon: 'LWL10',
    });
  });

  it.each([
    ['mentor_id', undefined, 'Invalid mentor id.'],
    ['mentor_id', 'priya-natarajan', 'Invalid mentor id.'],
    ['name', '', 'Name is required'],
    ['email', '', 'Email is required'],
    ['email', 'ishita@@example.com', 'Invalid email address'],
    ['company_name', '', 'Company Name is required'],
    ['designation', '', 'Designation is required'],
    ['phone', '', 'Phone Number is required'],
    ['phone', '99112233445', 'Phone number must be 10 digits'],
    [
      'phone',
      '+971 50 123',
      'Please enter a valid phone number in international format, e.g. +971501234567.',
    ],
  ])('refuses %s = %j with %j', (field, value, message) => {
    expect(
      first(mentorAppointmentPaymentInputSchema.safeParse({ mentor_id: 7, ...contact, [field]: value })),
    ).toBe(message);
  });
});

describe('mentorFreeSessionInputSchema', () => {
  it('takes the contact and no coupon', () => {
    expect(mentorFreeSessionInputSchema.parse({ mentor_id: 7, ...contact, coupon: 'LWL10' })).toEqual({
      mentor_id: 7,
      ...contact,
    });
    expect(first(mentorFreeSessionInputSchema.safeParse({ mentor_id: 7, ...contact, phone: '' }))).toBe(
      'Phone Number is required',
    );
  });
});

describe('mentorSlugInputSchema', () => {
  it('takes the slug as id', () => {
    expect(mentorSlugInputSchema.parse({ id: 'priya-natarajan' })).toEqual({ id: 'priya-natarajan' });
    expect(first(mentorSlugInputSchema.safeParse({ id: ' ' }))).toBe('Mentor slug is required.');
  });
});
