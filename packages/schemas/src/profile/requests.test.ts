import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { INDIA_STATES } from '../constants/index.ts';
import { profileExamples } from './examples.ts';
import { gstFormSchema, profileFormSchema } from './forms.ts';
import { GST_CHECKBOX_LABEL } from './gst-checkbox-label.ts';
import { profileMessages } from './messages.ts';
import { getUserResponseSchema, updateGstDetailsRequestSchema } from './requests.ts';

const messageAt = (result: { error?: z.core.$ZodError }, path: string) =>
  result.error?.issues.find((issue) => issue.path.join('.') === path)?.message;

const valid = profileExamples['POST update-personal-details'].input;

describe('profile form (update-personal-details)', () => {
  it('accepts a realistic form without a photo', () => {
    const { image: _, ...withoutPhoto } = valid;
    expect(profileFormSchema.safeParse(withoutPhoto).success).toBe(true);
  });

  it.each([
    ['first_name', 'First Name is required'],
    ['last_name', 'First Name is required'],
    ['phone', 'First Name is required'],
    ['company_name', 'First Name is required'],
    ['designation', 'First Name is required'],
    ['city', 'First Name is required'],
    ['pincode', 'Pincode is required'],
    ['email', 'Email is required'],
  ])('refuses a blank %s with %j', (field, message) => {
    const result = profileFormSchema.safeParse({ ...valid, [field]: '  ' });
    expect(messageAt(result, field)).toBe(message);
  });

  it('refuses a malformed e-mail', () => {
    expect(messageAt(profileFormSchema.safeParse({ ...valid, email: 'ananya@' }), 'email')).toBe(
      'Invalid email address',
    );
  });

  it('takes the title Mr or Ms only', () => {
    expect(profileFormSchema.safeParse({ ...valid, title: 'Mr' }).success).toBe(true);
    expect(messageAt(profileFormSchema.safeParse({ ...valid, title: 'Dr' }), 'title')).toBe(
      'Please select a title.',
    );
  });

  it('applies the photo rules', () => {
    const big = new Blob([new Uint8Array(2_097_153)], { type: 'image/jpeg' });
    expect(messageAt(profileFormSchema.safeParse({ ...valid, image: big }), 'image')).toBe(
      'File size must be less than 2MB',
    );
    const pdf = new Blob(['%PDF'], { type: 'application/pdf' });
    expect(messageAt(profileFormSchema.safeParse({ ...valid, image: pdf }), 'image')).toBe(
      'Unsupported file format',
    );
  });
});

describe('GST details', () => {
  it('labels the checkbox word for word', () => {
    expect(GST_CHECKBOX_LABEL).toBe('I want to provide my GST Details(Optional)');
    expect(profileMessages.gstCheckboxLabel).toBe(GST_CHECKBOX_LABEL);
  });

  it('validates nothing but the state: every field may be empty', () => {
    const result = gstFormSchema.parse({ provides_gst_details: false, gst_number: '', gst_state: '' });
    expect(result).toEqual({ provides_gst_details: false, gst_number: undefined, gst_state: undefined });
    expect(updateGstDetailsRequestSchema.parse({ provides_gst_details: '0' })).toEqual({
      provides_gst_details: false,
    });
  });

  it('refuses a body that does not say whether GST details are given', () => {
    expect(messageAt(updateGstDetailsRequestSchema.safeParse({}), 'provides_gst_details')).toBe(
      profileMessages.gstChoiceRequired,
    );
  });

  it.each([
    ['1', true],
    [0, false],
    ['true', true],
  ])('reads provides_gst_details %j as %j', (value, expected) => {
    expect(updateGstDetailsRequestSchema.parse({ provides_gst_details: value }).provides_gst_details).toBe(
      expected,
    );
  });

  it('takes the state from the 30-state list', () => {
    expect(INDIA_STATES).toHaveLength(30);
    expect(gstFormSchema.safeParse({ provides_gst_details: true, gst_state: 'Karnataka' }).success).toBe(
      true,
    );
    expect(
      messageAt(gstFormSchema.safeParse({ provides_gst_details: true, gst_state: 'Bavaria' }), 'gst_state'),
    ).toBe('Please select a state from the list.');
  });
});

describe('GET user response', () => {
  it('refuses a title outside Mr/Ms and a missing GST flag', () => {
    const { data } = profileExamples['GET user'].response;
    expect(getUserResponseSchema.safeParse({ status: 1, data: { ...data, title: 'Mrs' } }).success).toBe(
      false,
    );
    const { provides_gst_details: _, ...withoutFlag } = data;
    expect(getUserResponseSchema.safeParse({ status: 1, data: withoutFlag }).success).toBe(false);
  });
});
