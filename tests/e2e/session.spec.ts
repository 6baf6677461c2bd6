import { expect, test } from '@playwright/test';
import { SESSION_EXPIRED, TITAN } from '../support/accounts.ts';
import { signIn, storedKeys } from '../support/session.ts';

test('a stale token: the first authenticated call ends the session', async ({ page }) => {
  await page.goto('/login');
  await page.evaluate(() => {
    localStorage.setItem('AuthToken', 'stale-token-that-the-server-does-not-know');
    localStorage.setItem('UserName', 'Someone');
  });
  // The page reloads 1 s after the expiry: the only document request for /login from here on.
  const reloaded = page.waitForResponse(
    (response) => response.request().resourceType() === 'document' && response.url().endsWith('/login'),
  );
  await page.goto('/profile');
  await expect(page.getByText(SESSION_EXPIRED)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await reloaded;
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  expect(await storedKeys(page)).toEqual({});
});

test('Logout in the footer clears local storage and goes to /login', async ({ page }) => {
  await signIn(page, TITAN);
  expect(Object.keys(await storedKeys(page)).length).toBeGreaterThan(0);
  await page.getByRole('contentinfo').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedKeys(page)).toEqual({});
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
});
