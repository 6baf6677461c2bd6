import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { enquiryExamples } from './examples.ts';
import { uaeEnquiryFormSchema } from './forms.ts';
import { enquiryMessages } from './messages.ts';
import { uaeEnquiryRequestSchema } from './requests.ts';

const messageAt = (result: { error?: z.core.$ZodError }, path: string) =>
  result.error?.issues.find((issue) => issue.path.join('.') === path)?.message;

const request = enquiryExamples['POST uaeEnquiry'].input;
/** The form holds the phone as a country and a number (the UAE by default on this page). */
const form = { ...request, phone: { country: 'AE', number: '50 123 4567' }, consent: true };

describe('UAE enquiry form', () => {
  it('accepts a filled form and one with only the required fields', () => {
    expect(uaeEnquiryFormSchema.safeParse(form).success).toBe(true);
    const minimal = { ...form, designation: '', company_name: '', annual_income: '', work_experience: '' };
    expect(uaeEnquiryFormSchema.safeParse(minimal).success).toBe(true);
  });

  it.each([
    ['first_name', '', 'First Name is required'],
    ['last_name', '', 'Last Name is required'],
    ['email', '', 'Email is required'],
    ['email', 'fatima@', 'Invalid email address'],
    ['phone', undefined, 'Phone Number is required'],
    ['city', '', 'Please select a city.'],
    ['city', 'Ajman', 'Please select a city.'],
    ['consent', false, 'Please give your consent to be contacted.'],
    ['annual_income', 'AED 1M', 'Please select an annual income from the list.'],
    ['work_experience', '2 Years', 'Please select a work experience from the list.'],
  ])('refuses %s = %j with %j', (field, value, message) => {
    expect(messageAt(uaeEnquiryFormSchema.safeParse({ ...form, [field]: value }), field)).toBe(message);
  });

  it.each(['Dubai', 'Abu Dhabi', 'Sharjah', 'India'])('offers the city %s', (city) => {
    expect(uaeEnquiryFormSchema.safeParse({ ...form, city }).success).toBe(true);
  });

  it('sends the phone in E.164, and not the consent box', () => {
    const sent = uaeEnquiryRequestSchema.parse(uaeEnquiryFormSchema.parse(form));
    expect(sent).not.toHaveProperty('consent');
    expect(sent.phone).toBe('+971501234567');
  });

  it('checks the phone for its country, under the number', () => {
    const typed = (phone: unknown) =>
      messageAt(uaeEnquiryFormSchema.safeParse({ ...form, phone }), 'phone.number');
    expect(typed({ country: 'AE', number: '' })).toBe('Phone Number is required');
    expect(typed({ country: 'AE', number: '50 12' })).toBe(
      'Please enter a valid phone number for United Arab Emirates.',
    );
    expect(typed({ country: 'IN', number: '98765abcde' })).toBe('Only number is allow');
    expect(
      uaeEnquiryFormSchema.parse({ ...form, phone: { country: 'IN', number: '9876543210' } }).phone,
    ).toBe('9876543210');
  });

  it('limits the names, designation and company', () => {
    const tooLong = (field: string, max: number) =>
      messageAt(uaeEnquiryFormSchema.safeParse({ ...form, [field]: 'a'.repeat(max + 1) }), field);
    expect(tooLong('first_name', 60)).toBe('Please use at most 60 characters.');
    expect(tooLong('designation', 80)).toBe('Please use at most 80 characters.');
    expect(tooLong('company_name', 100)).toBe('Please use at most 100 characters.');
  });

  it('words the success message as the spec does', () => {
    expect(enquiryMessages.success).toBe('Your request has been submitted successfully!');
  });
});
