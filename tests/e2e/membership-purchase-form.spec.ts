import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/axe.ts';
import {
  DURATION_REQUIRED,
  expectFitsPhone,
  fillPersonalDetails,
  newBuyer,
  photoFile,
  toast,
} from '../support/membership-forms.ts';
import { forceStatus } from '../support/mock.ts';
import { expect, test } from '../support/test.ts';

const purchaseForm = (page: Page) => page.getByRole('form', { name: 'Membership purchase' });

async function openForm(page: Page, slug: string) {
  await page.goto(`/member-details/${slug}`);
  const form = purchaseForm(page);
  // A loaded machine (several lanes share two cores): wait longer than the default for the options.
  await expect(form.getByLabel('City')).toBeVisible({ timeout: 20_000 });
  return form;
}

test.describe('membership purchase form', () => {
  test('shows every required-field message, in red under its field, and passes axe', async ({ page }) => {
    const form = await openForm(page, 'maverick');
    await expectAccessible(page);
    await form.getByRole('button', { name: 'Pay Now' }).click();
    for (const message of [
      DURATION_REQUIRED,
      'First Name is required',
      'Last Name is required',
      'Email is required',
      'companyName is required',
      'Designation is required',
      'Pin code is required',
      'password is required',
      'Confirm password is required',
      'Phone Number is required',
    ]) {
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(form.getByLabel('First Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('First Name')).toHaveAccessibleDescription('First Name is required');
    await expectAccessible(page);
  });

  test('checks the e-mail pattern, digits-only phone and the password confirmation', async ({ page }) => {
    const form = await openForm(page, 'maverick');
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill('not-an-email');
    await form.getByLabel('Phone Number').fill('98x765');
    await form.getByLabel(/^Password/).fill('Str0ng!pass');
    await form.getByLabel('Confirm Password').fill('Other!pass1');
    await form.getByRole('button', { name: 'Pay Now' }).click();
    await expect(form.getByText('Invalid email address', { exact: true })).toBeVisible();
    await expect(form.getByText('Only number is allow', { exact: true })).toBeVisible();
    await expect(form.getByText('Passwords do not match', { exact: true })).toBeVisible();
    await expect(form.getByText('+91', { exact: true })).toBeVisible();
  });

  test('shows the fee of the chosen duration; a new city resets the duration', async ({ page }) => {
    const form = await openForm(page, 'maverick');
    const duration = form.getByLabel('Duration');
    await expect(duration).toBeDisabled();
    await form.getByLabel('City').selectOption('Delhi');
    await duration.selectOption({ label: '2 Years' });
    await expect(form.getByText('₹48,000').first()).toBeVisible();

    await form.getByLabel('City').selectOption('Others');
    await expect(duration).toHaveValue('');
    await expect(form.getByText('Membership fee')).toHaveCount(0);
    await expect(duration.locator('option')).toHaveText(['Select duration', '1 Year', '2 Years', '3 Years']);
    await duration.selectOption({ label: '1 Year' });
    await expect(form.getByText('₹27,000').first()).toBeVisible();
  });

  test('refuses a photo over 2 MB and a photo of another type', async ({ page }) => {
    const form = await openForm(page, 'titan');
    const photo = form.getByLabel('Photo');
    await photo.setInputFiles(photoFile('big.png', 'image/png', 2_097_153));
    await expect(form.getByText('File size must be less than 2MB', { exact: true })).toBeVisible();
    await photo.setInputFiles(photoFile('notes.txt', 'text/plain', 100));
    await expect(form.getByText('Unsupported file format', { exact: true })).toBeVisible();
    await photo.setInputFiles(photoFile('me.png', 'image/png', 2048));
    await expect(form.getByText('Unsupported file format', { exact: true })).toHaveCount(0);
    await expect(form.getByText('File size must be less than 2MB', { exact: true })).toHaveCount(0);
  });

  test('titan asks Referred By, the others Statement of Purpose; GST details open with their 30 states', async ({
    page,
  }) => {
    let form = await openForm(page, 'titan');
    await expect(page.getByRole('heading', { level: 1, name: 'Titan Membership' })).toBeVisible();
    await expect(form.getByLabel('Referred By')).toBeVisible();
    await expect(form.getByLabel('Statement of Purpose')).toHaveCount(0);

    await form.getByLabel('I want to provide my GST Details(Optional)').check();
    await expect(form.getByLabel('GST Number')).toBeVisible();
    await expect(form.getByLabel('Address Line 2')).toBeVisible();
    // 30 states plus the placeholder.
    await expect(form.locator('#purchase-gst-state option')).toHaveCount(31);
    await expectAccessible(page);

    form = await openForm(page, 'lap');
    await expect(form.getByLabel('Statement of Purpose')).toBeVisible();
    await expect(form.getByLabel('Referred By')).toHaveCount(0);
  });

  test('a fee of 0 blocks the payment with the duration message', async ({ page }) => {
    await page.route('**/api/membership/maverick', (route) =>
      route.fulfill({ json: [{ id: 999, term: '1 Year', price: 0, name: 'Maverick', city: 'Delhi' }] }),
    );
    const form = await openForm(page, 'maverick');
    await form.getByLabel('City').selectOption('Delhi');
    await form.getByLabel('Duration').selectOption({ label: '1 Year' });
    await fillPersonalDetails(form, newBuyer('free'));
    let ordered = false;
    page.on('request', (req) => {
      if (req.url().endsWith('/api/membership-payment')) ordered = true;
    });
    await form.getByRole('button', { name: 'Pay Now' }).click();
    await expect(toast(page, DURATION_REQUIRED)).toBeVisible();
    expect(ordered).toBe(false);
  });

  test('options that fail to load show an error and lead to /login', async ({ page, request }) => {
    await forceStatus(request, 'GET membership/{slug}', 404);
    await page.goto('/member-details/titan');
    await expect(toast(page, 'Record not found. Please try again later.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('another slug shows a clear not-found state', async ({ page }) => {
    await page.goto('/member-details/platinum');
    await expect(page.getByRole('heading', { level: 1, name: 'Membership not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'See membership plans' })).toHaveAttribute(
      'href',
      '/membership',
    );
    await expectAccessible(page);
  });

  test('fits a 390 px screen', async ({ page }) => {
    await openForm(page, 'maverick');
    await expectFitsPhone(page);
    await purchaseForm(page).getByRole('button', { name: 'Pay Now' }).click();
    await expectFitsPhone(page);
  });
});
