import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { authExamples } from './examples.ts';
import {
  loginFormSchema,
  resetEmailFormSchema,
  resetOtpFormSchema,
  resetPasswordFormSchema,
} from './forms.ts';
import { loginResponseSchema, resetPasswordRequestSchema, verifyTokenRequestSchema } from './requests.ts';
import { STORAGE_KEYS } from './storage-keys.ts';

const messageAt = (result: { error?: z.core.$ZodError }, path: string) =>
  result.error?.issues.find((issue) => issue.path.join('.') === path)?.message;

describe('login form', () => {
  it('accepts an e-mail and password', () => {
    expect(loginFormSchema.safeParse({ email: 'titan@lwl.test', password: 'Lwl@12345' }).success).toBe(true);
  });

  it.each([
    [{ email: '', password: 'x' }, 'email', 'Email is required'],
    [{ email: 'titan@lwl', password: 'x' }, 'email', 'Invalid email address'],
    [{ email: 'titan@lwl.test', password: '' }, 'password', 'Password is required'],
    [{ email: 'titan@lwl.test', password: '   ' }, 'password', 'Password is required'],
    [{ email: 'titan@lwl.test' }, 'password', 'Password is required'],
  ])('refuses %j on %s with %j', (values, path, message) => {
    expect(messageAt(loginFormSchema.safeParse(values), path)).toBe(message);
  });

  it('keeps spaces inside a password', () => {
    expect(loginFormSchema.parse({ email: 'a@b.co', password: ' pass word ' }).password).toBe(' pass word ');
  });
});

describe('password reset forms', () => {
  it("step 0 needs a valid e-mail: 'Email is required' / 'Invalid email address'", () => {
    expect(messageAt(resetEmailFormSchema.safeParse({ email: '' }), 'email')).toBe('Email is required');
    expect(messageAt(resetEmailFormSchema.safeParse({ email: 'nope' }), 'email')).toBe(
      'Invalid email address',
    );
  });

  it("step 1 needs the OTP: 'OTP is required'", () => {
    expect(messageAt(resetOtpFormSchema.safeParse({ token: '' }), 'token')).toBe('OTP is required');
    expect(resetOtpFormSchema.safeParse({ token: '482913' }).success).toBe(true);
  });

  it('step 2 accepts a confirmed password', () => {
    expect(
      resetPasswordFormSchema.safeParse({ password: 'N3w!pass', confirm_password: 'N3w!pass' }).success,
    ).toBe(true);
  });

  it.each([
    [{ password: '', confirm_password: 'x' }, 'password', 'password is required'],
    [{ password: 'N3w!pass', confirm_password: '' }, 'confirm_password', 'Confirm password is required'],
    [{ password: 'abc', confirm_password: 'abc' }, 'password', 'Password must be at least 8 characters'],
    [{ password: 'N3w!pass', confirm_password: 'N3w!pas' }, 'confirm_password', 'Passwords do not match'],
  ])('step 2 refuses %j on %s with %j', (values, path, message) => {
    const result = resetPasswordFormSchema.safeParse(values);
    expect(messageAt(result, path)).toBe(message);
    expect(result.error?.issues).toHaveLength(1);
  });

  it("does not add 'Passwords do not match' to an empty confirmation", () => {
    const result = resetPasswordFormSchema.safeParse({ password: 'abcdefgh', confirm_password: '' });
    expect(result.error?.issues.map((i) => i.message)).toEqual(['Confirm password is required']);
  });
});

describe('auth requests and responses', () => {
  it('verify-token and reset-password need the OTP under `token`', () => {
    expect(messageAt(verifyTokenRequestSchema.safeParse({ email: 'a@b.co' }), 'token')).toBe(
      'OTP is required',
    );
    expect(
      messageAt(
        resetPasswordRequestSchema.safeParse({ email: 'a@b.co', token: '123456', password: '' }),
        'password',
      ),
    ).toBe('password is required');
  });

  it('login answers a tier name or null as membership', () => {
    const response = authExamples['POST login'].response;
    expect(loginResponseSchema.safeParse({ ...response, membership: null, image: null }).success).toBe(true);
    expect(loginResponseSchema.safeParse({ ...response, membership: 'Gold' }).success).toBe(false);
    expect(loginResponseSchema.safeParse({ ...response, status: 0 }).success).toBe(false);
  });

  it('names the local storage keys word for word', () => {
    expect(Object.values(STORAGE_KEYS)).toEqual(['AuthToken', 'PlanName', 'UserName', 'profileImage']);
  });
});
