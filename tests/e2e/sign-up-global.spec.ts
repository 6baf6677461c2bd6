import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/axe.ts';
import { sandboxDialog } from '../support/checkout.ts';
import {
  BOOKING_SUCCESS,
  expectFitsPhone,
  fillPersonalDetails,
  newBuyer,
  toast,
} from '../support/membership-forms.ts';
import { expect, test } from '../support/test.ts';

const signUpForm = (page: Page, name: string) => page.getByRole('form', { name });

test.describe('global and UAE sign-up', () => {
  test('global sign-up: 42 countries, 1 year preset, paid in USD, welcome and /thank-you', async ({
    page,
  }) => {
    await page.goto('/global-access-membership');
    await expect(page.getByRole('heading', { level: 1, name: 'Global Access Membership' })).toBeVisible();
    const form = signUpForm(page, 'Global Access Membership sign-up');
    const duration = form.getByLabel('Duration');
    await expect(duration).toHaveValue('1', { timeout: 20_000 });
    await expect(form.getByText('$400', { exact: true }).first()).toBeVisible();
    await expect(form.locator('#global-country option')).toHaveCount(43);
    await expectAccessible(page);

    const buyer = newBuyer('global');
    await fillPersonalDetails(form, buyer);
    await form.getByLabel('Country').selectOption('Singapore');
    await form.getByLabel('City').fill('Singapore');
    await form.getByRole('textbox', { name: 'State', exact: true }).fill('Central Region');
    await duration.selectOption({ label: '2 Years' });
    await expect(form.getByText('$532', { exact: true }).first()).toBeVisible();

    const order = page.waitForRequest((req) => req.url().endsWith('/api/global-membership-payment'));
    await form.getByRole('button', { name: 'Pay Now' }).click();
    const body = (await order).postData() ?? '';
    expect(body).toMatch(/name="country"\r\n\r\nSingapore/);
    expect(body).toMatch(/name="membership_price_id"\r\n\r\n2/);

    const sandbox = sandboxDialog(page);
    await expect(sandbox.getByText(/Amount: \$/)).toBeVisible();
    await sandbox.getByRole('button', { name: 'Simulate success' }).click();
    await expect(toast(page, BOOKING_SUCCESS)).toBeVisible();
    await expect(page).toHaveURL(/\/thank-you$/);
  });

  test('global sign-up requires the phone, country, city and state', async ({ page }) => {
    await page.goto('/global-access-membership');
    const form = signUpForm(page, 'Global Access Membership sign-up');
    await expect(form.getByLabel('Duration')).toHaveValue('1', { timeout: 20_000 });
    await form.getByRole('button', { name: 'Pay Now' }).click();
    for (const message of [
      'Phone Number is required',
      'Please select a country.',
      'City is required',
      'State is required',
    ]) {
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    }
    await expectAccessible(page);
    await expectFitsPhone(page);
  });

  test('UAE sign-up: the 7 emirates, phone optional, passes axe and fits 390 px', async ({ page }) => {
    await page.goto('/uae-membership');
    await expect(page.getByRole('heading', { level: 1, name: 'UAE Membership' })).toBeVisible();
    const form = signUpForm(page, 'UAE Membership sign-up');
    await expect(form.getByLabel('Duration')).not.toHaveValue('', { timeout: 20_000 });
    await expect(form.locator('#uae-country option')).toHaveText([
      'Select emirate',
      'Abu Dhabi',
      'Dubai',
      'Sharjah',
      'Ajman',
      'Umm Al Quwain',
      'Ras Al Khaimah',
      'Fujairah',
    ]);
    await form.getByRole('button', { name: 'Pay Now' }).click();
    await expect(form.getByText('First Name is required', { exact: true })).toBeVisible();
    await expect(form.getByText('Phone Number is required', { exact: true })).toHaveCount(0);
    await form.getByLabel('Phone Number').fill('12ab');
    await form.getByRole('button', { name: 'Pay Now' }).click();
    await expect(form.getByText('Only number is allow', { exact: true })).toBeVisible();
    await expectAccessible(page);
    await expectFitsPhone(page);
  });
});
