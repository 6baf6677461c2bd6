import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { EMIRATES, GLOBAL_COUNTRIES } from '../constants/index.ts';
import { phoneInputFromApi } from '../phone/phone-value.ts';
import { membershipExamples } from './examples.ts';
import { globalSignUpFormSchema, membershipPurchaseFormSchema, uaeSignUpFormSchema } from './forms.ts';
import { membershipMessages } from './messages.ts';
import { globalMembershipPaymentRequestSchema, membershipPaymentRequestSchema } from './requests.ts';

const messageAt = (result: { error?: z.core.$ZodError }, path: string) =>
  result.error?.issues.find((issue) => issue.path.join('.') === path)?.message;

/** A form's values: the request's, the phone as a country and a number, and the confirmation. */
const { otp: _otp, ...purchase } = membershipExamples['POST membership-payment'].input;
const purchaseForm = {
  ...purchase,
  phone: phoneInputFromApi(purchase.phone),
  confirm_password: purchase.password,
};
const { otp: _gotp, ...signUp } = membershipExamples['POST global-membership-payment'].input;
const globalForm = { ...signUp, phone: phoneInputFromApi(signUp.phone), confirm_password: signUp.password };
const uaeForm = {
  ...globalForm,
  country: 'Dubai',
  city: 'Dubai',
  state: 'Dubai',
  pincode: '00000',
  phone: { country: 'AE', number: '' },
};
const indian = (number: string) => ({ country: 'IN', number });

/** Each form, and its code's missing message: India's pin code, or a ZIP or postal code abroad. */
const forms = [
  ['purchase', membershipPurchaseFormSchema, purchaseForm, 'Pin code is required'],
  ['global sign-up', globalSignUpFormSchema, globalForm, 'ZIP / postal code is required'],
  ['UAE sign-up', uaeSignUpFormSchema, uaeForm, 'ZIP / postal code is required'],
] as const;

describe.each(forms)('%s form', (_name, schema, valid, pincodeRequired) => {
  it('says a missing code as its buyer names it', () => {
    expect(messageAt(schema.safeParse({ ...valid, pincode: '' }), 'pincode')).toBe(pincodeRequired);
  });

  it('accepts a realistic form', () => {
    expect(schema.safeParse(valid).error?.issues).toBeUndefined();
  });

  it.each([
    ['first_name', '', 'First Name is required'],
    ['last_name', ' ', 'Last Name is required'],
    ['email', '', 'Email is required'],
    ['email', 'meera@kapoor', 'Invalid email address'],
    ['company_name', '', 'companyName is required'],
    ['designation', '', 'Designation is required'],
    ['password', '', 'password is required'],
    ['confirm_password', '', 'Confirm password is required'],
    ['confirm_password', 'Str0ng!pas', 'Passwords do not match'],
    ['password', 'abc', 'Password must be at least 8 characters'],
    ['first_name', 'a'.repeat(61), 'Please use at most 60 characters.'],
    ['company_name', 'a'.repeat(101), 'Please use at most 100 characters.'],
    ['designation', 'a'.repeat(81), 'Please use at most 80 characters.'],
    ['city', 'a'.repeat(61), 'Please use at most 60 characters.'],
    ['membership_price_id', '', 'Please select duration of membership.'],
    ['membership_price_id', undefined, 'Please select duration of membership.'],
    ['city', '', 'City is required'],
    ['title', 'Mrs', 'Please select a title.'],
  ])('refuses %s = %j with %j', (field, value, message) => {
    expect(messageAt(schema.safeParse({ ...valid, [field]: value }), field)).toBe(message);
  });

  it('refuses an Indian phone with other than digits, then one not of 10 digits; takes a UAE one', () => {
    const phoneMessage = (phone: unknown) => messageAt(schema.safeParse({ ...valid, phone }), 'phone.number');
    expect(phoneMessage(indian('+91 98123 45678'))).toBe('Only number is allow');
    expect(phoneMessage(indian('98123 45678'))).toBe('Only number is allow');
    expect(phoneMessage(indian('98123456789'))).toBe('An Indian number has 10 digits; this one has 11.');
    expect(phoneMessage(indian('981234567'))).toBe('Phone number must be 10 digits');
    expect(schema.parse({ ...valid, phone: indian('9812345678') }).phone).toBe('9812345678');
    expect(schema.parse({ ...valid, phone: indian('+919812345678') }).phone).toBe('9812345678');
    expect(schema.parse({ ...valid, phone: { country: 'AE', number: '50 123 4567' } }).phone).toBe(
      '+971501234567',
    );
  });

  it('leaves referred by, statement of purpose, industry, coupon and GST fields optional', () => {
    const result = schema.safeParse({
      ...valid,
      reffered_by: '',
      statement_of_purpose: '',
      industry: '',
      coupon: '',
      provides_gst_details: false,
      gst_number: '',
      gst_company_name: '',
      gst_address_line_1: '',
      gst_address_line_2: '',
      gst_state: '',
      gst_pincode: '',
      image: undefined,
    });
    expect(result.error?.issues).toBeUndefined();
  });

  it('applies the photo rules', () => {
    const big = new Blob([new Uint8Array(2_097_153)], { type: 'image/png' });
    expect(messageAt(schema.safeParse({ ...valid, image: big }), 'image')).toBe(
      'File size must be less than 2MB',
    );
    const svg = new Blob(['<svg/>'], { type: 'image/svg+xml' });
    expect(messageAt(schema.safeParse({ ...valid, image: svg }), 'image')).toBe('Unsupported file format');
  });
});

describe('form variants', () => {
  it("the purchase and global forms require a phone: 'Phone Number is required'", () => {
    expect(
      messageAt(
        membershipPurchaseFormSchema.safeParse({ ...purchaseForm, phone: indian('') }),
        'phone.number',
      ),
    ).toBe('Phone Number is required');
    expect(
      messageAt(globalSignUpFormSchema.safeParse({ ...globalForm, phone: indian(' ') }), 'phone.number'),
    ).toBe('Phone Number is required');
  });

  it('the UAE form leaves the phone optional', () => {
    expect(uaeSignUpFormSchema.parse(uaeForm).phone).toBeUndefined();
  });

  it('the pin code: 6 Indian digits on the purchase form, a postal code on the sign-up forms', () => {
    expect(
      messageAt(membershipPurchaseFormSchema.safeParse({ ...purchaseForm, pincode: '12' }), 'pincode'),
    ).toBe('Pincode must be 6 digits');
    expect(
      messageAt(
        membershipPurchaseFormSchema.safeParse({ ...purchaseForm, gst_pincode: '1100' }),
        'gst_pincode',
      ),
    ).toBe('Pincode must be 6 digits');
    expect(globalSignUpFormSchema.safeParse({ ...globalForm, pincode: 'SW1A 1AA' }).success).toBe(true);
    expect(globalSignUpFormSchema.safeParse({ ...globalForm, pincode: '10001' }).success).toBe(true);
    expect(messageAt(globalSignUpFormSchema.safeParse({ ...globalForm, pincode: '1' }), 'pincode')).toBe(
      'Please enter a postal code of 3 to 10 letters or digits.',
    );
  });

  it('state is optional on the purchase form, required on the sign-up forms', () => {
    expect(membershipPurchaseFormSchema.safeParse({ ...purchaseForm, state: '' }).success).toBe(true);
    expect(messageAt(globalSignUpFormSchema.safeParse({ ...globalForm, state: '' }), 'state')).toBe(
      'State is required',
    );
    expect(messageAt(uaeSignUpFormSchema.safeParse({ ...uaeForm, state: '' }), 'state')).toBe(
      'State is required',
    );
  });

  it('the global form lists the 42 countries, the UAE form the 7 emirates', () => {
    expect(GLOBAL_COUNTRIES).toHaveLength(42);
    expect(EMIRATES).toHaveLength(7);
    expect(messageAt(globalSignUpFormSchema.safeParse({ ...globalForm, country: 'Dubai' }), 'country')).toBe(
      'Please select a country.',
    );
    expect(messageAt(uaeSignUpFormSchema.safeParse({ ...uaeForm, country: 'Singapore' }), 'country')).toBe(
      'Please select a country.',
    );
    expect(messageAt(globalSignUpFormSchema.safeParse({ ...globalForm, country: '' }), 'country')).toBe(
      'Please select a country.',
    );
  });

  it('form output is the request: the confirm field is dropped, the lenient fields read', () => {
    const request = membershipPaymentRequestSchema.parse(membershipPurchaseFormSchema.parse(purchaseForm));
    expect(request).not.toHaveProperty('confirm_password');
    expect(request.membership_price_id).toBe(12);
    expect(request.provides_gst_details).toBe(true);
    expect(request.gst_address_line_2).toBeUndefined();
    expect(globalMembershipPaymentRequestSchema.safeParse(uaeSignUpFormSchema.parse(uaeForm)).success).toBe(
      true,
    );
  });
});

describe('membership messages', () => {
  it('words the success and duration messages as the spec does', () => {
    expect(membershipMessages.bookingSuccess).toBe(
      'Thank you! Your booking was successful. Welcome to Leading Ladies Network!',
    );
    expect(membershipMessages.durationRequired).toBe('Please select duration of membership.');
  });
});
