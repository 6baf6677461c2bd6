import { TITAN } from '../support/accounts.ts';
import { expectAccessible } from '../support/axe.ts';
import { latestOtp } from '../support/mock.ts';
import { signIn } from '../support/session.ts';
import { expect, test } from '../support/test.ts';

test.describe('password reset', () => {
  test('e-mail, OTP from the outbox, new password, then /login', async ({ page, request }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot Password' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel('Email').fill(TITAN.email);
    await page.getByRole('button', { name: 'Send OTP' }).click();

    await expect(page.getByLabel('OTP')).toBeVisible();
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(page.getByText('OTP is required')).toBeVisible();
    await page.getByLabel('OTP').fill(await latestOtp(request, TITAN.email));
    await page.getByRole('button', { name: 'Verify OTP' }).click();

    await expect(page.getByLabel('New Password')).toBeVisible();
    await page.getByLabel('New Password').fill('N3w!Passw0rd');
    await page.getByLabel('Confirm Password').fill('N3w!Passw0r');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await page.getByLabel('Confirm Password').fill('N3w!Passw0rd');
    await page.getByRole('button', { name: 'Reset Password' }).click();

    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, { email: TITAN.email, password: 'N3w!Passw0rd' });
  });

  test('a wrong OTP shows the server message', async ({ page, request }) => {
    await page.goto('/reset-password');
    await page.getByLabel('Email').fill(TITAN.email);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    const otp = await latestOtp(request, TITAN.email);
    await page.getByLabel('OTP').fill(otp === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(page.locator('.auth-main').getByText('Invalid OTP. Please try again.')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/login',
    );
  });
});
