import { TITAN } from '../support/accounts.ts';
import { storedKeys } from '../support/session.ts';
import { expect, test } from '../support/test.ts';

test.describe('login', () => {
  test('signs in, stores the session and goes to the dashboard', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(TITAN.email);
    await page.getByLabel('Password').fill(TITAN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/$/);
    const stored = await storedKeys(page);
    expect(stored.AuthToken).toMatch(/\S{16,}/);
    expect(stored.PlanName).toBe('Titan');
    expect(stored.UserName).toBe(TITAN.firstName);
    expect(stored.profileImage).toMatch(/^http/);
    await expect(page.getByRole('link', { name: 'Account' })).toBeVisible();
  });

  test("a refused login shows the server's message", async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(TITAN.email);
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.locator('form').getByText('Invalid email or password.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    expect(await storedKeys(page)).toEqual({});
  });
});
