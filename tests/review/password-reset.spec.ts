/** The password reset from the review folder: the OTP comes from the worker's outbox. */
import { expect, test } from '@playwright/test';
import { TITAN } from '../support/accounts.ts';
import { mailTo, open, signInThroughLogin } from './support.ts';

test('e-mail, OTP from the outbox, a new password, then signing in with it', async ({ page, baseURL }) => {
  await open(page, 'forgot-password');
  await page.getByLabel('Email').fill(TITAN.email);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByLabel('OTP')).toBeVisible();
  const { otp } = await mailTo(page, baseURL ?? '', TITAN.email, 'otp');
  await page.getByLabel('OTP').fill(otp ?? '');
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await page.getByLabel('New Password').fill('N3w!Passw0rd');
  await page.getByLabel('Confirm Password').fill('N3w!Passw0rd');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signInThroughLogin(page, { email: TITAN.email, password: 'N3w!Passw0rd' });
});
