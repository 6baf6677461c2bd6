import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { enquiryExamples } from './examples.ts';
import { uaeEnquiryFormSchema } from './forms.ts';
import { enquiryMessages } from './messages.ts';
import { uaeEnquiryRequestSchema } from './requests.ts';

const messageAt = (result: { error?: z.core.$ZodError }, path: string) =>
  result.error?.issues.find((issue) => issue.path.join('.') === path)?.message;

const request = enquiryExamples['POST uaeEnquiry'].input;
const form = { ...request, consent: true };

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
    ['phone', '', 'Phone Number is required'],
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

  it('does not submit the consent box', () => {
    expect(uaeEnquiryRequestSchema.parse(form)).not.toHaveProperty('consent');
  });

  it('words the success message as the spec does', () => {
    expect(enquiryMessages.success).toBe('Your request has been submitted successfully!');
  });
});
