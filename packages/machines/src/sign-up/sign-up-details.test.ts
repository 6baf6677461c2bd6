import { describe, expect, it } from 'vitest';
import { signUpDetails } from './sign-up-details.ts';

describe('signUpDetails', () => {
  it('drops the confirmation and the duration, keeps the country and the rest', () => {
    const details = signUpDetails({
      title: 'Ms',
      first_name: 'Priya',
      last_name: 'Menon',
      phone: '5551234567',
      email: 'priya@example.com',
      company_name: 'Menon Analytics',
      designation: 'Founder',
      city: 'Singapore',
      state: 'Central Region',
      country: 'Singapore',
      password: 'Str0ng!pass',
      confirm_password: 'Str0ng!pass',
      pincode: '049145',
      provides_gst_details: false,
      membership_price_id: 1,
    });
    expect(details).not.toHaveProperty('confirm_password');
    expect(details).not.toHaveProperty('membership_price_id');
    expect(details).toEqual({
      title: 'Ms',
      first_name: 'Priya',
      last_name: 'Menon',
      phone: '5551234567',
      email: 'priya@example.com',
      company_name: 'Menon Analytics',
      designation: 'Founder',
      city: 'Singapore',
      state: 'Central Region',
      country: 'Singapore',
      password: 'Str0ng!pass',
      pincode: '049145',
      provides_gst_details: false,
    });
  });

  it('keeps the UAE form’s emirate and an absent phone', () => {
    const details = signUpDetails({
      title: 'Ms',
      first_name: 'Aisha',
      last_name: 'Khan',
      email: 'aisha@example.com',
      company_name: 'Khan Trading',
      designation: 'Director',
      city: 'Dubai',
      state: 'Dubai',
      country: 'Dubai',
      password: 'Str0ng!pass',
      confirm_password: 'Str0ng!pass',
      pincode: '00000',
      provides_gst_details: false,
      membership_price_id: 7,
    });
    expect(details).toMatchObject({ country: 'Dubai', city: 'Dubai' });
    expect(details).not.toHaveProperty('phone');
  });
});
