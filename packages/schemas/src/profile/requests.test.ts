import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { INDIA_STATES } from '../constants/index.ts';
import { phoneInputFromApi } from '../phone/phone-value.ts';
import { profileExamples } from './examples.ts';
import { gstFormSchema, profileFormSchema } from './forms.ts';
import { GST_CHECKBOX_LABEL } from './gst-checkbox-label.ts';
import { profileMessages } from './messages.ts';
import {
  getUserResponseSchema,
  updateGstDetailsRequestSchema,
  updatePersonalDetailsRequestSchema,
} from './requests.ts';

const messageAt = (result: { error?: z.core.$ZodError }, path: string) =>
  result.error?.issues.find((issue) => issue.path.join('.') === path)?.message;

const request = profileExamples['POST update-personal-details'].input;
/** The form holds the phone as a country and a number. */
const valid = { ...request, phone: phoneInputFromApi(request.phone) };

describe('profile form (update-personal-details)', () => {
  it('accepts a realistic form without a photo', () => {
    const { image: _, ...withoutPhoto } = valid;
    expect(profileFormSchema.safeParse(withoutPhoto).success).toBe(true);
  });

  it.each([
    ['first_name', 'First Name is required'],
    ['last_name', 'First Name is required'],
    ['company_name', 'First Name is required'],
    ['designation', 'First Name is required'],
    ['city', 'First Name is required'],
    ['pincode', 'Pincode is required'],
    ['email', 'Email is required'],
  ])('refuses a blank %s with %j', (field, message) => {
    const result = profileFormSchema.safeParse({ ...valid, [field]: '  ' });
    expect(messageAt(result, field)).toBe(message);
  });

  it("refuses a blank mobile with the same 'First Name is required', under the number", () => {
    const result = profileFormSchema.safeParse({ ...valid, phone: { country: 'IN', number: ' ' } });
    expect(messageAt(result, 'phone.number')).toBe('First Name is required');
  });

  it('the pincode: 6 digits for an Indian mobile, a postal code for one abroad', () => {
    const pincode = (phone: unknown, value: string) =>
      messageAt(profileFormSchema.safeParse({ ...valid, phone, pincode: value }), 'pincode');
    const indian = { country: 'IN', number: '9876543210' };
    const british = { country: 'GB', number: '07911 123456' };
    expect(pincode(indian, '12')).toBe('Pincode must be 6 digits');
    expect(pincode(indian, '4000012')).toBe('Pincode must be 6 digits');
    expect(pincode(indian, 'SW1A 1AA')).toBe('Pincode must be 6 digits');
    expect(pincode(indian, '400001')).toBeUndefined();
    expect(pincode(british, 'SW1A 1AA')).toBeUndefined();
    expect(pincode(british, '1')).toBe('Please enter a postal code of 3 to 10 letters or digits.');
    // The call reads the same rule from the phone on the wire.
    const sent = (phone: string, value: string) =>
      messageAt(
        updatePersonalDetailsRequestSchema.safeParse({ ...request, phone, pincode: value }),
        'pincode',
      );
    expect(sent('9876543210', '12')).toBe('Pincode must be 6 digits');
    expect(sent('+447911123456', 'SW1A 1AA')).toBeUndefined();
  });

  it('limits the names, company, designation and city, and says so on refusal', () => {
    for (const [field, max] of [
      ['first_name', 60],
      ['last_name', 60],
      ['company_name', 100],
      ['designation', 80],
      ['city', 60],
    ] as const) {
      expect(profileFormSchema.safeParse({ ...valid, [field]: 'a'.repeat(max) }).success).toBe(true);
      expect(messageAt(profileFormSchema.safeParse({ ...valid, [field]: 'a'.repeat(max + 1) }), field)).toBe(
        `Please use at most ${max} characters.`,
      );
    }
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
