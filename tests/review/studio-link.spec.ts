/** A Flow Studio link copied in one browser profile opens the same state, with its screen, in another. */
import { expect, test } from '@playwright/test';
import { open } from './support.ts';

test('a studio link to a walked state opens there, screen and all, on a colleague’s browser', async ({
  browser,
  page,
  baseURL,
}) => {
  await open(page, 'studio/#/passwordReset');
  await expect(page.locator('[data-state="email.editing"]')).toHaveAttribute('aria-current', 'true');
  for (const button of ['email.submit', 'done: requestOtp'])
    await page.getByRole('button', { name: button, exact: true }).click();
  await expect(page.locator('[data-state="otp.editing"]')).toHaveAttribute('aria-current', 'true');
  const link = page.url();
  expect(link.startsWith(`${baseURL}studio/#/passwordReset?`)).toBe(true);

  // Another profile: its own storage, nothing shared but the address.
  const colleague = await browser.newContext();
  const other = await colleague.newPage();
  await other.goto(link);
  await expect(other.locator('[data-state="otp.editing"]')).toHaveAttribute('aria-current', 'true');
  await expect(other.locator('[data-state="email.editing"]')).not.toHaveAttribute('aria-current', 'true');
  await expect(other.locator('img.screen').first()).toBeVisible();
  await colleague.close();
});
