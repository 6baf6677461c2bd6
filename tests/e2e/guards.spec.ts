import { expect, test } from '@playwright/test';
import { TITAN } from '../support/accounts.ts';
import { signIn } from '../support/session.ts';

test.describe('route guards', () => {
  for (const path of ['/', '/profile', '/all-members', '/new-member-form']) {
    test(`${path} without a token goes to /login`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
    });
  }

  test('an unknown path goes to /login', async ({ page }) => {
    await page.goto('/no-such-page/at-all');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a signed-in member opening /login goes to /profile', async ({ page }) => {
    await signIn(page, TITAN);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  });
});
