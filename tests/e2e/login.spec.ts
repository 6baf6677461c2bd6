import { authMessages, DYNAMIC_KEY_HEADER, dynamicKey } from '@lwl/schemas';
import { TITAN } from '../support/accounts.ts';
import { expectAccessible } from '../support/axe.ts';
import { MOCK_ORIGIN } from '../support/lane.ts';
import { forceStatus } from '../support/mock.ts';
import { storedKeys } from '../support/session.ts';
import { expect, test } from '../support/test.ts';

test.describe('login', () => {
  test('shows the field messages of an empty form and passes axe', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('link', { name: 'Forgot Password' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await expectAccessible(page);
  });

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

  test("another failure shows 'Something went wrong, Please try again later.'", async ({ page, request }) => {
    await forceStatus(request, 'POST login', 500);
    await page.goto('/login');
    await page.getByLabel('Email').fill(TITAN.email);
    await page.getByLabel('Password').fill(TITAN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(
      page.locator('form').getByText('Something went wrong, Please try again later.'),
    ).toBeVisible();
  });

  test('after 10 failures the account is throttled: the 429 message shows, even for the right password', async ({
    page,
    request,
  }) => {
    for (let i = 0; i < 10; i++) {
      const failed = await request.post(`${MOCK_ORIGIN}/api/login`, {
        headers: { [DYNAMIC_KEY_HEADER]: await dynamicKey(new Date()) },
        data: { email: TITAN.email, password: 'wrong-password' },
      });
      expect(failed.status()).toBe(400);
    }
    await page.goto('/login');
    await page.getByLabel('Email').fill(TITAN.email);
    await page.getByLabel('Password').fill(TITAN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.locator('form').getByText(authMessages.tooManyLoginAttempts)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    expect(await storedKeys(page)).toEqual({});
  });
});
