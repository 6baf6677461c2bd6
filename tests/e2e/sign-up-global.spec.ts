import type { Page } from '@playwright/test';
import { RECEIPT_URL } from '../support/after-purchase.ts';
import { expectAccessible } from '../support/axe.ts';
import { sandboxDialog } from '../support/checkout.ts';
import { BOOKING_SUCCESS, fillPersonalDetails, newBuyer, toast } from '../support/membership-forms.ts';
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
    await expect(form.locator('.membership-fee strong')).toHaveText('$400');
    await expect(form.locator('#global-country option')).toHaveCount(43);
    await expectAccessible(page);

    const buyer = newBuyer('global');
    await fillPersonalDetails(form, buyer);
    await form.getByRole('combobox', { name: 'Country', exact: true }).selectOption('Singapore');
    await form.getByLabel('City').fill('Singapore');
    await form.getByRole('textbox', { name: 'State', exact: true }).fill('Central Region');
    await duration.selectOption({ label: '2 Years' });
    await expect(form.locator('.membership-fee strong')).toHaveText('$532');

    const order = page.waitForRequest((req) => req.url().endsWith('/api/global-membership-payment'));
    await form.getByRole('button', { name: 'Pay Now' }).click();
    const body = (await order).postData() ?? '';
    expect(body).toMatch(/name="country"\r\n\r\nSingapore/);
    expect(body).toMatch(/name="membership_price_id"\r\n\r\n2/);

    const sandbox = sandboxDialog(page);
    await expect(sandbox.getByText(/Amount: \$/)).toBeVisible();
    await sandbox.getByRole('button', { name: 'Simulate success' }).click();
    await expect(toast(page, BOOKING_SUCCESS)).toBeVisible();
    await expect(page).toHaveURL(RECEIPT_URL);
  });

  test('on a 390 px phone, a UAE number goes to the API in E.164', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/global-access-membership');
    const form = signUpForm(page, 'Global Access Membership sign-up');
    await expect(form.getByLabel('Duration')).toHaveValue('1', { timeout: 20_000 });

    await fillPersonalDetails(form, newBuyer('global-uae-phone'));
    const countryCode = form.getByRole('combobox', { name: 'Country code' });
    await expect(countryCode).toHaveValue('IN');
    await countryCode.selectOption({ label: 'United Arab Emirates (+971)' });
    await expect(form.getByText('AE +971', { exact: true })).toBeVisible();
    const phone = form.getByRole('textbox', { name: 'Phone Number', exact: true });
    await phone.fill('050 123 4567');
    await expect(phone).toHaveValue('050 123 4567');
    await form.getByRole('combobox', { name: 'Country', exact: true }).selectOption('United States');
    await form.getByLabel('City').fill('Dubai');
    await form.getByRole('textbox', { name: 'State', exact: true }).fill('Dubai');
    await form.getByLabel('ZIP / postal code').fill('00000');

    const order = page.waitForRequest((req) => req.url().endsWith('/api/global-membership-payment'));
    await form.getByRole('button', { name: 'Pay Now' }).click();
    const body = (await order).postData() ?? '';
    expect(body).toMatch(/name="phone"\r\n\r\n\+971501234567\r\n/);
    await expect(sandboxDialog(page).getByText(/Amount: \$/)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
