import type { Page } from '@playwright/test';
import { TITAN } from '../support/accounts.ts';
import { expectAccessible } from '../support/axe.ts';
import { signInByApi, storedKeys } from '../support/session.ts';
import { expect, test } from '../support/test.ts';

const personal = (page: Page) => page.getByRole('region', { name: 'Personal details' });
const gst = (page: Page) => page.getByRole('region', { name: 'GST details' });

test.describe('account details', () => {
  test.beforeEach(async ({ page, request }) => {
    await signInByApi(page, request, TITAN);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 2, name: 'Account details' })).toBeVisible();
    await expect(personal(page).getByText(TITAN.email)).toBeVisible();
  });

  // axe on this page as loaded: the route sweep's /profile and /profile?section=account (routes.spec.ts).
  test('shows the side menu with Account details selected', async ({ page }) => {
    const menu = page.getByRole('navigation', { name: 'Account' });
    for (const name of ['Membership Details', 'Events details', 'Mentors details', 'Package Details']) {
      await expect(menu.getByRole('link', { name })).toBeVisible();
    }
    await expect(menu.getByRole('link', { name: 'Account details' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('button', { name: 'Logout' })).toBeVisible();
  });

  test('edits the personal details: saved, toasted, reloaded with the new values', async ({ page }) => {
    await personal(page).getByRole('button', { name: 'Edit' }).click();
    const form = personal(page).getByRole('form', { name: 'Personal details' });
    await expect(form.getByLabel('Title')).toHaveValue('Ms');
    await form.getByLabel('City').fill('Pune');
    await form.getByLabel('First Name').fill('Anaya');
    await expectAccessible(page);
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Information updated successfully.')).toBeVisible();
    // The page reloads after 1 s and shows the saved values; the session keeps the new first name.
    await expect(personal(page).getByText('Pune')).toBeVisible();
    await expect.poll(async () => (await storedKeys(page)).UserName).toBe('Anaya');
  });

  test('changing the e-mail asks for the current password, tied to its field', async ({ page }) => {
    await personal(page).getByRole('button', { name: 'Edit' }).click();
    const form = personal(page).getByRole('form', { name: 'Personal details' });
    await expect(form.getByLabel('Current password')).toHaveCount(0);
    await form.getByLabel('Email').fill('titan.new@lwl.test');
    const current = form.getByLabel('Current password');
    await expect(current).toBeVisible();
    await form.getByRole('button', { name: 'Save changes' }).click();
    const required = 'Please enter your current password to change your email address.';
    await expect(form.getByText(required)).toBeVisible();
    await expect(current).toHaveAttribute('aria-invalid', 'true');
    const describedBy = (await current.getAttribute('aria-describedby')) ?? '';
    const descriptions = await Promise.all(
      describedBy.split(' ').map((id) => page.locator(`[id="${id}"]`).textContent()),
    );
    expect(descriptions.join(' ')).toContain(required);
    await expectAccessible(page);
    await current.fill('not-my-password');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('The current password is not correct.')).toBeVisible();
    await current.fill(TITAN.password);
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Information updated successfully.')).toBeVisible();
    await expect(personal(page).getByText('titan.new@lwl.test')).toBeVisible();
  });

  test('edits the GST details with the View/Edit toggle', async ({ page }) => {
    const section = gst(page);
    await section.getByRole('button', { name: 'Edit' }).click();
    await expect(section.getByLabel('I want to provide my GST Details(Optional)')).toBeVisible();
    await expect(section.getByLabel('State').locator('option')).toHaveCount(31);
    await section.getByLabel('GST Number').fill('27ABCDE1234F1Z5');
    await section.getByLabel('GST Company Name').fill('Rao Holdings LLP');
    await section.getByLabel('State').selectOption('Karnataka');
    await expectAccessible(page);
    await section.getByRole('button', { name: 'Save GST details' }).click();
    await expect(page.getByText('Information updated successfully.')).toBeVisible();
    await expect(section.getByRole('button', { name: 'View' })).toHaveAttribute('aria-pressed', 'true');
    await expect(section.getByText('27ABCDE1234F1Z5')).toBeVisible();
    await expect(section.getByText('Rao Holdings LLP')).toBeVisible();
    await expect(section.getByText('Karnataka')).toBeVisible();
  });
});
