import { TITAN } from '../support/accounts.ts';
import { appInControl } from '../support/app-ready.ts';
import { expectAccessible } from '../support/axe.ts';
import { signIn, signInByApi } from '../support/session.ts';
import { expect, test } from '../support/test.ts';

test('Enter in the header search goes to /globalSearch?search={term}', async ({ page }) => {
  await page.goto('/login');
  const search = page.getByRole('banner').getByRole('searchbox');
  await search.fill('leadership');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/globalSearch\?search=leadership$/);
});

test('the Membership menu opens from the keyboard and lists its links', async ({ page }) => {
  await page.goto('/login');
  await appInControl(page);
  const trigger = page.getByRole('button', { name: 'Membership' });
  await expect(trigger).toBeEnabled();
  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'India Membership' })).toHaveAttribute(
    'href',
    '/india-membership',
  );
  await expect(menu.getByRole('menuitem', { name: /^Refer/ })).toHaveAttribute('href', /^https:/);
  // Opened from the keyboard, focus moves into the menu; arrows move between its items.
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem').nth(1)).toBeFocused();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
});

test('Account shows for a member, Login for a visitor', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  await signIn(page, TITAN);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/');
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu collapses behind a menu button and nothing overflows', async ({ page, request }) => {
    await signInByApi(page, request, TITAN);
    for (const path of ['/', '/profile', '/login', '/forgot-password', '/update-password', '/invoices']) {
      await page.goto(path);
      await expect(page.getByRole('contentinfo')).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `horizontal overflow on ${path}`).toBeLessThanOrEqual(0);
    }
    await page.goto('/invoices');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('button', { name: 'Membership' })).toBeHidden();
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('button', { name: 'Benefits' }).click();
    await page.getByRole('menuitem', { name: 'Videos' }).click();
    await expect(page).toHaveURL(/\/video$/);
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});
