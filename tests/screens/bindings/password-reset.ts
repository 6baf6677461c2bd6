/** The password reset (/reset-password): three forms, each with its call. */
import { authMessages } from '@lwl/schemas';
import { TITAN } from '../../support/accounts.ts';
import { latestOtp } from '../../support/mock.ts';
import type { FlowBinding } from '../paths/binding.ts';

const NEW_PASSWORD = 'N3w!Passw0rd';

export const passwordReset: FlowBinding = {
  machine: 'passwordReset',
  clock: true,
  starts: {
    'no input (the machine takes none)': async ({ page }) => {
      await page.goto('/reset-password');
    },
  },
  events: {
    'email.submit': {
      [TITAN.email]: async ({ page }) => {
        await page.getByLabel('Email').fill(TITAN.email);
        await page.getByRole('button', { name: 'Send OTP' }).click();
      },
    },
    'otp.submit': {
      'the code 482913': async ({ page, request }) => {
        await page.getByLabel('OTP').fill(await latestOtp(request, TITAN.email));
        await page.getByRole('button', { name: 'Verify OTP' }).click();
      },
    },
    'password.submit': {
      'a new password': async ({ page }) => {
        await page.getByLabel('New Password').fill(NEW_PASSWORD);
        await page.getByLabel('Confirm Password').fill(NEW_PASSWORD);
        await page.getByRole('button', { name: 'Reset Password' }).click();
      },
    },
    'email.change': {
      'send it (no fields)': async ({ page }) => {
        await page.getByRole('button', { name: 'Use a different e-mail' }).click();
      },
    },
  },
  calls: {
    requestOtp: {
      url: '**/api/forgot-password',
      outcomes: {
        'the server answers “If an account exists for this e-mail, we have sent a code.”': 'mock',
        'the server answers 500: Something went wrong, Please try again later.': { prefer: 500 },
      },
    },
    verifyOtp: {
      url: '**/api/verify-token',
      outcomes: {
        'the server answers “OTP verified successfully.”': 'mock',
        // A wrong code: the mock's own rule refuses it.
        [`the server answers 400: ${authMessages.otpInvalid}`]: {
          send: (body) => ({ ...body, token: '000000' }),
        },
      },
    },
    resetPassword: {
      url: '**/api/reset-password',
      outcomes: {
        'the server answers “Your password has been reset. Please log in.”': 'mock',
        'no answer (offline, or the server is down)': 'drop',
      },
    },
  },
  shows: {
    'otp.editing': /We sent a code to/,
    'otp.verifying —error: verifyOtp / rememberFailure, showToast→ otp.editing': authMessages.otpInvalid,
    done: 'Your new password is saved.',
  },
};
