import type { Locator, Page } from '@playwright/test';
import { TITAN } from '../support/accounts.ts';
import { VENTURE_RECEIPT_URL } from '../support/after-purchase.ts';
import { expectAccessible } from '../support/axe.ts';
import { signInByApi } from '../support/session.ts';
import { expect, test } from '../support/test.ts';
import { openBooking, openVentureVault } from '../support/venture.ts';

const GUEST = {
  name: 'Asha Rao',
  email: 'asha.rao@example.com',
  company: 'Kestrel Analytics',
  designation: 'Founder',
  phone: '9876543210',
};

async function fillDetails(dialog: Locator, details: typeof GUEST): Promise<void> {
  await dialog.getByLabel('Name', { exact: true }).fill(details.name);
  await dialog.getByLabel('Email').fill(details.email);
  await dialog.getByLabel('Company Name').fill(details.company);
  await dialog.getByLabel('Designation').fill(details.designation);
  await dialog.getByLabel('Phone Number').fill(details.phone);
}

/** Waits for the order request, pays in the sandbox and checks the redirect. */
async function payInSandbox(page: Page): Promise<void> {
  const sandbox = page.getByRole('dialog', { name: 'Test checkout' });
  await expect(sandbox).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Book Your Pass' })).toBeHidden();
  await sandbox.getByRole('button', { name: 'Simulate success' }).click();
  await expect(page.getByText('Thank You! Your payment has been received.').first()).toBeVisible();
  await expect(page).toHaveURL(VENTURE_RECEIPT_URL);
}

test.describe('Venture Vault booking', () => {
  test('a guest buys a two-day pass at the non-member price through the sandbox', async ({ page }) => {
    await openVentureVault(page);
    const dialog = await openBooking(page, 'Individual');
    await dialog.getByLabel('Pass Type').selectOption('two_days_pass');
    await fillDetails(dialog, GUEST);
    const order = page.waitForRequest(
      (r) => r.url().endsWith('/api/venture-payment') && r.method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Pay Now' }).click();
    expect((await order).postDataJSON()).toMatchObject({
      name: GUEST.name,
      email: GUEST.email,
      member_type: 'non_member',
      price_type: 'two_days_pass',
      venture_id: 1,
    });
    await expect(page.getByRole('dialog', { name: 'Test checkout' })).toContainText('₹11,999');
    await payInSandbox(page);
  });

  test('a member gets the profile prefilled and pays the member price', async ({ page, request }) => {
    // The longest flow of the file: the booking and the sandbox.
    test.slow();
    await signInByApi(page, request, TITAN);
    await openVentureVault(page);
    await expect(page.getByText('You see member prices.')).toBeVisible();
    const dialog = await openBooking(page, 'Individual');
    await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue(new RegExp(`^${TITAN.firstName} `));
    await expect(dialog.getByLabel('Email')).toHaveValue(TITAN.email);
    await expect(dialog.getByLabel('Company Name')).not.toHaveValue('');
    await expect(dialog.getByLabel('Designation')).not.toHaveValue('');
    await expect(dialog.getByLabel('Phone Number')).not.toHaveValue('');
    await expectAccessible(page);
    await dialog.getByLabel('Pass Type').selectOption('day_1_pass');
    await expect(dialog.getByText(/Total: ₹4,999 \(incl\. GST, member price\)/)).toBeVisible();
    const order = page.waitForRequest(
      (r) => r.url().endsWith('/api/venture-payment') && r.method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Pay Now' }).click();
    expect((await order).postDataJSON()).toMatchObject({ member_type: 'member', price_type: 'day_1_pass' });
    await expect(page.getByRole('dialog', { name: 'Test checkout' })).toContainText('₹4,999');
    await payInSandbox(page);
  });

  test('an order already paid (free coupon) shows the message and closes the modal', async ({ page }) => {
    await openVentureVault(page);
    const dialog = await openBooking(page, 'Individual');
    await dialog.getByLabel('Pass Type').selectOption('day_1_pass');
    await fillDetails(dialog, GUEST);
    await dialog.getByLabel('Coupon').fill('FREE100');
    await dialog.getByRole('button', { name: 'Pay Now' }).click();
    await expect(page.getByText('Thank You! Your payment has been received.').first()).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('dialog', { name: 'Test checkout' })).toHaveCount(0);
    await expect(page).toHaveURL(/\/venture-vault$/);
  });

  test('a dismissed checkout returns to the modal with its data', async ({ page }) => {
    await openVentureVault(page);
    const dialog = await openBooking(page, 'Individual');
    await dialog.getByLabel('Pass Type').selectOption('day_2_pass');
    await fillDetails(dialog, GUEST);
    await dialog.getByRole('button', { name: 'Pay Now' }).click();
    const sandbox = page.getByRole('dialog', { name: 'Test checkout' });
    await sandbox.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue(GUEST.name);
    await expect(dialog.getByLabel('Pass Type')).toHaveValue('day_2_pass');
  });
});
