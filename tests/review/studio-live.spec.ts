/** The review folder's Flow Studio follows the app in another tab of the same browser, with no relay. */

import { expect, test } from '@playwright/test';
import { TITAN } from '../support/accounts.ts';
import { open } from './support.ts';

test("the studio's live view follows the password reset made in the app's tab", async ({ context, page }) => {
  const studio = await context.newPage();
  await open(studio, 'studio/#/live');
  await expect(studio.getByText('Connected.')).toBeVisible();

  await open(page, 'forgot-password');
  await expect(page.getByLabel('Email')).toBeVisible({ timeout: 30_000 });
  await studio
    .getByRole('button', { name: /passwordReset.*active/ })
    .last()
    .click();
  await expect(studio.locator('[data-state="email.editing"]')).toHaveAttribute('aria-current', 'true');

  await page.getByLabel('Email').fill(TITAN.email);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByLabel('OTP')).toBeVisible();
  await expect(studio.locator('[data-state="otp.editing"]')).toHaveAttribute('aria-current', 'true');
});
