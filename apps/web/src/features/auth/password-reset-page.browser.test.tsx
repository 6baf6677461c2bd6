import { authEndpoints, authMessages, commonMessages } from '@lwl/schemas';
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { expectAccessible } from '../../testing/axe.ts';
import { answer, fakeApi } from '../../testing/fake-api.ts';
import { expectFieldError } from '../../testing/field.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { Component as PasswordResetPage } from './password-reset-page.tsx';

const EMAIL = 'titan@lwl.test';
const button = (name: string) => page.getByRole('button', { name });

async function toOtpStep() {
  const api = fakeApi()
    .on(authEndpoints['POST forgot-password'])
    .on(authEndpoints['POST verify-token'])
    .on(authEndpoints['POST reset-password']);
  const screen = await renderApp(<PasswordResetPage />, { path: '/forgot-password' });
  await page.getByRole('textbox', { name: 'Email' }).fill(EMAIL);
  await button('Send OTP').click();
  await expect.element(page.getByRole('textbox', { name: 'OTP' })).toBeVisible();
  return { ...screen, api };
}

describe('the password reset', () => {
  test('asks for the e-mail first, tied to its field, and passes axe', async () => {
    await renderApp(<PasswordResetPage />, { path: '/forgot-password' });
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Forgot your password?' }))
      .toBeVisible();
    await button('Send OTP').click();
    await expectFieldError(page.getByRole('textbox', { name: 'Email' }), commonMessages.emailRequired);
    await expectAccessible();
  });

  test('the OTP step says where the code went and requires it', async () => {
    const { api } = await toOtpStep();
    expect(api.callsOf(authEndpoints['POST forgot-password'])[0]?.input).toEqual({ email: EMAIL });
    await expect.element(page.getByText(`We sent a code to ${EMAIL}.`)).toBeVisible();
    await expect
      .element(page.getByRole('list', { name: 'Steps' }).getByText('Verify OTP'))
      .toHaveAttribute('aria-current', 'step');
    await button('Verify OTP').click();
    await expectFieldError(page.getByRole('textbox', { name: 'OTP' }), authMessages.otpRequired);
  });

  test("a wrong OTP shows the server's message, with the way back to Login", async () => {
    const { api } = await toOtpStep();
    api.on(authEndpoints['POST verify-token'], () =>
      answer(400, { status: 0, message: authMessages.otpInvalid }),
    );
    await page.getByRole('textbox', { name: 'OTP' }).fill('000000');
    await button('Verify OTP').click();
    // Under the form, and in a toast after it.
    await expect.element(page.getByText(authMessages.otpInvalid).first()).toBeVisible();
    await expect.element(page.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });

  test('the new password must match its confirmation; then the password is reset and Login follows', async () => {
    const { api, location } = await toOtpStep();
    await page.getByRole('textbox', { name: 'OTP' }).fill('482913');
    await button('Verify OTP').click();
    const next = page.getByLabelText('New Password');
    await expect.element(next).toBeVisible();
    await button('Reset Password').click();
    await expectFieldError(next, authMessages.newPasswordRequired);
    await expectFieldError(page.getByLabelText('Confirm Password'), authMessages.confirmPasswordRequired);
    await expect
      .element(next)
      .toHaveAccessibleDescription(expect.stringContaining(authMessages.newPasswordHint));
    await next.fill('abc');
    await page.getByLabelText('Confirm Password').fill('abc');
    await button('Reset Password').click();
    await expectFieldError(next, authMessages.passwordTooShort);
    await next.fill('N3w!Passw0rd');
    await page.getByLabelText('Confirm Password').fill('N3w!Passw0r');
    await button('Reset Password').click();
    await expectFieldError(page.getByLabelText('Confirm Password'), authMessages.passwordsDoNotMatch);
    await page.getByLabelText('Confirm Password').fill('N3w!Passw0rd');
    await button('Reset Password').click();
    await expect.element(page.getByRole('status')).toHaveTextContent(/Your new password is saved/);
    expect(api.callsOf(authEndpoints['POST reset-password'])[0]?.input).toEqual({
      email: EMAIL,
      token: '482913',
      password: 'N3w!Passw0rd',
    });
    await expect.poll(() => location().pathname, { timeout: 5_000 }).toBe('/login');
  });
});
