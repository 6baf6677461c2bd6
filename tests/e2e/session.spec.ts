import { DYNAMIC_KEY_HEADER, dynamicKey } from '@lwl/schemas';
import { SESSION_EXPIRED, TITAN } from '../support/accounts.ts';
import { API_ORIGIN, MOCK_ORIGIN } from '../support/lane.ts';
import { signIn, storedKeys } from '../support/session.ts';
import { expect, test } from '../support/test.ts';

test('a stale token: the first authenticated call ends the session', async ({ page }) => {
  await page.goto('/login');
  await page.evaluate(() => {
    localStorage.setItem('AuthToken', 'stale-token-that-the-server-does-not-know');
    localStorage.setItem('UserName', 'Someone');
  });
  // The page reloads 1 s after the expiry: the only document request for /login from here on.
  const reloaded = page.waitForResponse(
    (response) =>
      response.request().resourceType() === 'document' && response.url().endsWith('/login?next=%2Fprofile'),
  );
  await page.goto('/profile');
  await expect(page.getByText(SESSION_EXPIRED).first()).toBeVisible();
  // Back to the page after signing in again.
  await expect(page).toHaveURL(/\/login\?next=%2Fprofile$/);
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

test('Logout ends the session on the server too (POST logout): the old token is refused', async ({
  page,
  request,
}) => {
  await signIn(page, TITAN);
  const token = (await storedKeys(page)).AuthToken ?? '';
  const loggedOut = page.waitForResponse((r) => r.url() === `${API_ORIGIN}/api/logout`);
  await page.getByRole('contentinfo').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect((await loggedOut).status()).toBe(200);
  const user = await request.get(`${MOCK_ORIGIN}/api/user`, {
    headers: { authorization: `Bearer ${token}`, [DYNAMIC_KEY_HEADER]: await dynamicKey(new Date()) },
  });
  expect(user.status()).toBe(401);
});

test('Logout against a backend without POST logout (404) still logs out, quietly', async ({ page }) => {
  await signIn(page, TITAN);
  await page.route(`${API_ORIGIN}/api/logout`, (route) =>
    route.fulfill({ status: 404, json: { status: 0, message: 'Record not found. Please try again later.' } }),
  );
  const refused = page.waitForResponse((r) => r.url() === `${API_ORIGIN}/api/logout`);
  await page.getByRole('contentinfo').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect((await refused).status()).toBe(404);
  expect(await storedKeys(page)).toEqual({});
  await expect(page.getByText('Record not found. Please try again later.')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
});
