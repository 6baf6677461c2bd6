/** /packages and /enterprise-packages: the lists and Buy Now for guests (details) and members (coupon). */

import {
  BUYER_ADDRESS_LABELS,
  buyerAddressMessages,
  checkoutTexts,
  GST_RATE_PERCENT,
  receiptPageTexts,
} from '@lwl/schemas';
import type { Locator, Page } from '@playwright/test';
import { TITAN } from '../support/accounts.ts';
import { RECEIPT_URL } from '../support/after-purchase.ts';
import { expectAccessible } from '../support/axe.ts';
import { apiGetAsPage, dataLength, fillContact } from '../support/benefit-pages.ts';
import { BUYER, sandboxDialog } from '../support/checkout.ts';
import { pdfText } from '../support/pdf-text.ts';
import { signInByApi } from '../support/session.ts';
import { expect, test } from '../support/test.ts';

const ADDRESS = { line1: '12 MG Road', line2: 'Ashok Nagar', pincode: '560001', state: 'Karnataka' } as const;

async function fillAddress(dialog: Locator): Promise<void> {
  await dialog.getByLabel(BUYER_ADDRESS_LABELS.address_line_1).fill(ADDRESS.line1);
  await dialog.getByLabel(BUYER_ADDRESS_LABELS.address_line_2).fill(ADDRESS.line2);
  await dialog.getByLabel(BUYER_ADDRESS_LABELS.pincode).fill(ADDRESS.pincode);
  await dialog.getByLabel(BUYER_ADDRESS_LABELS.state).selectOption(ADDRESS.state);
}

/** Downloads the receipt's invoice PDF and returns its text. */
async function downloadInvoice(page: Page): Promise<string> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: receiptPageTexts.downloadInvoice }).click();
  return (await pdfText(await (await downloading).path())).replace(/\s+/g, ' ');
}

test('a guest buying ₹50,000 or more gives her address and state, which her invoice prints', async ({
  page,
}) => {
  test.slow(); // two calls, the sandbox and the 1 s redirect
  await page.goto('/packages');
  // Event Listing Premium: ₹60,000 + GST for a guest.
  await page
    .getByRole('article', { name: 'Event Listing Premium' })
    .getByRole('button', { name: 'Buy Now' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Personal Details' });
  await expect(dialog.getByText(buyerAddressMessages.whyAsked)).toBeVisible();
  await fillContact(dialog);
  await dialog.getByRole('button', { name: 'Pay Now' }).click();
  const line1 = dialog.getByLabel(BUYER_ADDRESS_LABELS.address_line_1);
  await expect(line1).toHaveAccessibleDescription(new RegExp(buyerAddressMessages.addressRequired));
  await expect(dialog.getByLabel(BUYER_ADDRESS_LABELS.state)).toHaveAccessibleDescription(
    new RegExp(buyerAddressMessages.stateRequired),
  );
  await expectAccessible(page, '[role="dialog"]');

  await fillAddress(dialog);
  const created = page.waitForResponse((r) => r.url().endsWith('/api/non-member-package-payment'));
  await dialog.getByRole('button', { name: 'Pay Now' }).click();
  const body = (await created).request().postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({
    address_line_1: ADDRESS.line1,
    pincode: ADDRESS.pincode,
    state: ADDRESS.state,
  });
  await sandboxDialog(page).getByRole('button', { name: 'Simulate success' }).click();
  await expect(page).toHaveURL(RECEIPT_URL);
  const invoice = await downloadInvoice(page);
  expect(invoice).toContain(ADDRESS.line1);
  expect(invoice).toContain(`PIN ${ADDRESS.pincode}`);
  expect(invoice).toContain(`State: ${ADDRESS.state}`);
  expect(invoice).toContain('IGST');
});

test('a guest buys an event-listing package through the details dialog and the sandbox', async ({ page }) => {
  test.slow(); // two calls, the sandbox and the 1 s redirect
  const loaded = page.waitForResponse((r) => r.url().endsWith('/api/non-member-packages'));
  await page.goto('/packages');
  expect((await loaded).status()).toBe(200);
  await expect(page.getByText('Connect with Your POC to know More')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Host a Coffee Meet' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Event Listing Basic' })).toBeVisible();
  await expectAccessible(page);

  await page
    .getByRole('article', { name: 'Event Listing Basic' })
    .getByRole('button', { name: 'Buy Now' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Personal Details' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Event Listing Basic');
  // Below ₹50,000 before GST, no address is asked (once the summary has the server's price).
  await expect(dialog.getByText(`${checkoutTexts.gstAdded} (${GST_RATE_PERCENT}%)`)).toBeVisible();
  await expect(dialog.getByLabel(BUYER_ADDRESS_LABELS.address_line_1)).toHaveCount(0);
  await expect(dialog.getByText(buyerAddressMessages.whyAsked)).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Pay Now' }).click();
  await expect(dialog.getByText('Phone is required', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Phone Number is required')).toHaveCount(0);
  await expectAccessible(page, '[role="dialog"]');

  await fillContact(dialog);
  const created = page.waitForResponse((r) => r.url().endsWith('/api/non-member-package-payment'));
  await dialog.getByRole('button', { name: 'Pay Now' }).click();
  expect((await created).status()).toBe(200);
  const sandbox = sandboxDialog(page);
  await expect(sandbox).toBeVisible();
  await sandbox.getByRole('button', { name: 'Simulate success' }).click();
  await expect(page).toHaveURL(RECEIPT_URL);
});

test('a member buys a package with the coupon FREE100, without the sandbox', async ({ page, request }) => {
  test.slow(); // the 1 s redirect
  await signInByApi(page, request, TITAN);
  const before = dataLength(await apiGetAsPage(page, request, 'account-packages'));
  const loaded = page.waitForResponse((r) => r.url().endsWith('/api/packages'));
  await page.goto('/packages');
  expect((await loaded).status()).toBe(200);
  await page
    .getByRole('article', { name: 'Event Listing Plus' })
    .getByRole('button', { name: 'Buy Now' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Apply Coupon' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Name', { exact: true })).toHaveCount(0);
  await expectAccessible(page, '[role="dialog"]');

  await dialog.getByLabel('Coupon').fill('FREE100');
  const created = page.waitForResponse((r) => r.url().endsWith('/api/package-payment'));
  await dialog.getByRole('button', { name: 'Pay Now' }).click();
  expect(((await (await created).json()) as { paid?: boolean }).paid).toBe(true);
  await expect(page).toHaveURL(RECEIPT_URL);
  await expect(sandboxDialog(page)).toHaveCount(0);
  expect(dataLength(await apiGetAsPage(page, request, 'account-packages'))).toBe(before + 1);
});

test('a guest whose enterprise payment fails is alerted and keeps the details', async ({ page }) => {
  test.slow(); // two calls and the sandbox
  await page.goto('/enterprise-packages');
  await expect(page.getByRole('heading', { level: 1, name: 'Enterprise Marketing Bundles' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(3);
  await expectAccessible(page);

  await page
    .getByRole('article', { name: 'Enterprise Growth Bundle' })
    .getByRole('button', { name: 'Buy Now' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Personal Details' });
  await fillContact(dialog);
  // ₹3,50,000 before GST: rule 46 asks a guest's address and state.
  await fillAddress(dialog);
  await dialog.getByRole('button', { name: 'Pay Now' }).click();
  await sandboxDialog(page).getByRole('button', { name: 'Simulate failure' }).click();
  const alert = page.getByRole('alertdialog', { name: 'Payment failed' });
  await expect(alert.getByText(/^Payment Failed! \S/)).toBeVisible();
  await alert.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Email', { exact: true })).toHaveValue(BUYER.email);
  await expect(page).toHaveURL(/\/enterprise-packages$/);
});
