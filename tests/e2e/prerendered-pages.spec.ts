/**
 * Pages written at build time (apps/web/scripts/prerender.ts): the public pages that need no API
 * answer arrive with their first screen in the HTML, paint without any script, and the app takes over
 * without losing what the visitor does; the Login/Account link waits for the app, which knows.
 */
import { TITAN } from '../support/accounts.ts';
import { signInByStorage } from '../support/hardening.ts';
import { expect, test } from '../support/test.ts';

const PAGES = [
  { path: '/membership', heading: 'Find the membership that fits your journey' },
  { path: '/india-membership', heading: /India/ },
  { path: '/login', heading: 'Login' },
  { path: '/venture-vault', heading: /Venture Vault/ },
] as const;

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, heading } of PAGES) {
    test(`${path} shows its first screen from the HTML alone, inert, without the Login link`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(heading);
      await expect(page.locator('#root')).toHaveAttribute('inert', '');
      await expect(page.locator('.site-nav-account')).toBeHidden();
      await expect(page.locator('.loading-overlay')).toHaveCount(0);
    });
  }

  test('a path that is not written at build time gets the app alone', async ({ page }) => {
    await page.goto('/upcoming-events');
    await expect(page.locator('#root')).toBeEmpty();
  });
});

test('the app takes over /login: what is typed at once lands in the app, one page, the Login link shown', async ({
  page,
}) => {
  await page.goto('/login');
  // Typed straight away: the written page is inert, so the keys wait for the app's field.
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect(page.getByLabel('Email')).toHaveValue('not-an-email');
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await expect(page.locator('main')).toHaveCount(1);
  await expect(page.locator('.site-nav-account')).toHaveText('Login');
  await expect(page.locator('.site-nav-account')).toBeVisible();
});

test('a signed-in member on /membership gets the Account link once the app takes over', async ({
  page,
  request,
}) => {
  await signInByStorage(page, request, TITAN);
  await page.goto('/membership');
  await expect(page.locator('.site-nav-account')).toHaveText('Account');
  await expect(page.locator('.site-nav-account')).toBeVisible();
});
