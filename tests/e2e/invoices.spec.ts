/** GST tax invoices: recorded at payment, listed at /invoices, downloaded as a PDF made in the browser. */
import { copyFile } from 'node:fs/promises';
import { INVOICE_STATUS_LABELS, REFUND_STATE_LABELS, refundTexts } from '@lwl/schemas';
import type { Page } from '@playwright/test';
import { MAVERICK, TITAN } from '../support/accounts.ts';
import { RECEIPT_URL } from '../support/after-purchase.ts';
import { expectAccessible } from '../support/axe.ts';
import { choosePlan, nameHolders, openEvent, sandboxDialog } from '../support/checkout.ts';
import { MOCK_ORIGIN } from '../support/lane.ts';
import { pdfText } from '../support/pdf-text.ts';
import { signInByApi } from '../support/session.ts';
import { expect, test } from '../support/test.ts';

const EVENT = { slug: 'mindful-leadership-retreat', name: 'Mindful Leadership Retreat' } as const;

async function buyTicket(page: Page) {
  await openEvent(page, EVENT.slug);
  await choosePlan(page, 'Titan', '2');
  await page.getByRole('button', { name: 'Book Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Apply Coupon' });
  await nameHolders(dialog, 2);
  await dialog.getByRole('button', { name: 'Pay Now' }).click();
  await sandboxDialog(page).getByRole('button', { name: 'Simulate success' }).click();
  await expect(page).toHaveURL(RECEIPT_URL);
}

test('a member buys a ticket, finds its invoice at /invoices and downloads the PDF with every field', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await signInByApi(page, request, TITAN);
  await buyTicket(page);

  await page.goto('/profile');
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Invoices' }).click();
  await expect(page).toHaveURL(/\/invoices$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: EVENT.name });
  await expect(row).toHaveCount(1);
  const number = (await row.getByRole('rowheader').textContent()) ?? '';
  expect(number).toMatch(/^INV\/\d{4}\/\d{6}$/);
  const total = (await row.getByRole('cell').nth(2).textContent()) ?? '';
  expect(total).toMatch(/^₹[\d,]+\.\d{2}$/);
  await expect(row.getByText('Paid', { exact: true })).toBeVisible();
  await expectAccessible(page);

  const downloading = page.waitForEvent('download');
  await row.getByRole('button', { name: `Download ${number}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${number.replaceAll('/', '-')}.pdf`);
  const file = await download.path();
  await copyFile(file, test.info().outputPath('invoice.pdf'));

  const text = await pdfText(file);
  const flat = text.replace(/\s+/g, ' ');
  expect(flat).toContain('TAX INVOICE');
  expect(flat).toContain(number);
  // The buyer: the Titan's GST details (Maharashtra) at the time of payment.
  expect(flat).toContain('Rao Ventures Pvt Ltd');
  expect(flat).toContain('GSTIN: 27AABCR1234F1Z5');
  expect(flat).toContain('titan@lwl.test');
  expect(flat).toContain('GSTIN: 27AABCL4321K1ZL');
  expect(flat).toContain('998596');
  // A ticket to the Goa retreat is supplied in Goa (IGST Act s. 12(6)), though the buyer is in
  // Maharashtra, the seller's state: IGST, not CGST + SGST.
  expect(flat).toContain('Goa (30)');
  expect(flat).toContain('IGST @ 18%');
  expect(flat).not.toContain('CGST');
  expect(flat).not.toContain('SGST');
  expect(flat).toContain(`Invoice total ${total}`);
  expect(flat).toMatch(/Rupees [A-Z][A-Za-z -]+ Only/);
  expect(flat).toMatch(/pay_[A-Za-z0-9]{14}/);
});

test('Maverick has no invoices: the empty state', async ({ page, request }) => {
  await signInByApi(page, request, MAVERICK);
  await page.goto('/invoices');
  await expect(page.getByText('No Invoices Exists')).toBeVisible();
  await expectAccessible(page);
});

test('a backend without the invoice extension (404): the links hide and the view says so', async ({
  page,
  request,
}) => {
  await page.route('**/api/account-invoices', (route) =>
    route.fulfill({ status: 404, json: { status: 0, message: 'Not Found' } }),
  );
  await signInByApi(page, request, TITAN);
  await page.goto('/profile?section=events');
  await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Account' });
  await expect(menu.getByRole('link', { name: 'Package Details' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Invoices' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Invoices \(/ })).toHaveCount(0);
  await page.goto('/invoices');
  await expect(page.getByText('Invoices are not available yet.')).toBeVisible();
});

test('each purchase row links to the invoices', async ({ page, request }) => {
  await signInByApi(page, request, TITAN);
  await page.goto('/profile?section=packages');
  const link = page.getByRole('link', { name: /^Invoices \(/ }).first();
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(/\/invoices$/);
});

test('the GST number gets a non-blocking hint when its format or check digit fails', async ({
  page,
  request,
}) => {
  await signInByApi(page, request, TITAN);
  await page.goto('/profile?section=account');
  await page.getByRole('group', { name: 'GST details mode' }).getByRole('button', { name: 'Edit' }).click();
  const gstin = page.getByLabel('GST Number');
  await expect(gstin).toHaveValue('27AABCR1234F1Z5');
  await expect(gstin).toHaveAccessibleDescription(/check digit/);
  await gstin.fill('27AAPFU0939F1ZV');
  await expect(gstin).not.toHaveAccessibleDescription(/GSTIN/);
  await gstin.fill('12345');
  await expect(gstin).toHaveAccessibleDescription(/does not look like a GSTIN/);
  await expectAccessible(page);
});

test('the invoice follows the refund: requested without a credit note, then refused, still none', async ({
  page,
  request,
}) => {
  const event = 'Women in Leadership Summit';
  await signInByApi(page, request, TITAN);
  await page.goto('/profile?section=events');
  const card = page.getByRole('listitem').filter({ hasText: event });
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/delete-event'));
  await page.getByRole('button', { name: `Request refund for ${event}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: refundTexts.confirm }).click();
  const { event_id: purchaseId } = (await sent).postDataJSON() as { event_id: number };
  await expect(card.getByText(/^Refund requested on /)).toBeVisible();

  // The request alone: the invoice says so, and there is no credit note to show or download.
  await page.getByRole('link', { name: `Invoices (${event})` }).click();
  const row = page.getByRole('row').filter({ hasText: event });
  await expect(row.getByText(INVOICE_STATUS_LABELS.refund_requested, { exact: true })).toBeVisible();
  await expect(row.getByText(/^Credit note /)).toHaveCount(0);
  await expect(row.getByRole('button', { name: /^Download credit note/ })).toHaveCount(0);

  // The organisers refuse it: 'Refund refused' on the ticket and the invoice, and still no credit note.
  const decided = await request.put(`${MOCK_ORIGIN}/__mock/refunds/${purchaseId}`, {
    data: { status: 'failed' },
  });
  expect(decided.ok()).toBe(true);
  await page.reload();
  await expect(row.getByText(INVOICE_STATUS_LABELS.refund_refused, { exact: true })).toBeVisible();
  await expect(row.getByText(/^Credit note /)).toHaveCount(0);
  await expect(row.getByRole('button', { name: /^Download credit note/ })).toHaveCount(0);
  await expect(row.getByRole('button', { name: /^Download INV\// })).toBeEnabled();
  await expectAccessible(page);
  await page.goto('/profile?section=events');
  await expect(card.getByText(new RegExp(`^${REFUND_STATE_LABELS.refused} on `))).toBeVisible();
});
