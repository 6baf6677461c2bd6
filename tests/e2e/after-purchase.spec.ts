/**
 * After the purchase: the receipt at its own address (reload, another browser, the e-mail), the ticket
 * with its QR codes opened from the e-mail without signing in, the invoice PDF by the link's key, lost
 * links sent again, and links that open no order. A guest's whole path first, then shorter ones for a
 * member and every other kind of purchase.
 */
import { ordersMessages, receiptPageTexts, THANK_YOU_TEXT, ticketTexts } from '@lwl/schemas';
import type { Page } from '@playwright/test';
import { MAVERICK, TITAN } from '../support/accounts.ts';
import {
  buyGuestTicket,
  linksOf,
  mailTo,
  orderOf,
  RECEIPT_URL,
  VENTURE_RECEIPT_URL,
} from '../support/after-purchase.ts';
import { expectAccessible } from '../support/axe.ts';
import { fillContact, OPEN_MENTOR } from '../support/benefit-pages.ts';
import { BUYER, choosePlan, GUEST_EVENT, openEvent, sandboxDialog } from '../support/checkout.ts';
import { fillPersonalDetails, newBuyer } from '../support/membership-forms.ts';
import { outbox } from '../support/mock.ts';
import { pdfPageCount, pdfText } from '../support/pdf-text.ts';
import { receipt, rowValue } from '../support/purchase.ts';
import { signInByApi } from '../support/session.ts';
import { expect, test } from '../support/test.ts';
import { openBooking, openVentureVault } from '../support/venture.ts';

const NOT_FOUND_TITLE = 'This link does not open an order';

/** Downloads the receipt's invoice PDF and returns its text. */
async function downloadInvoice(page: Page): Promise<string> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: receiptPageTexts.downloadInvoice }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^INV-\d{4}-\d{6}\.pdf$/);
  return (await pdfText(await download.path())).replace(/\s+/g, ' ');
}

async function sendLinksAgain(page: Page, email: string) {
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(email);
  await page.getByRole('button', { name: 'Send my links again' }).click();
  await expect(page.getByRole('status').filter({ hasText: ordersMessages.linksResent })).toBeVisible();
}

test("a guest's whole path: pay, receipt, reload, e-mail, ticket in another browser, invoice, links again", async ({
  page,
  request,
  newContext,
}) => {
  test.slow();
  const { order } = await buyGuestTicket(page, '2');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(THANK_YOU_TEXT);
  const slip = receipt(page);
  await expect(rowValue(slip, 'Order ID')).toHaveText(order);
  await expect(rowValue(slip, 'Quantity')).toHaveText('2');
  await expect(rowValue(slip, 'GST')).toHaveText(/^Includes ₹[\d,.]+ GST$/);
  const paid = (await rowValue(slip, 'Amount paid').textContent()) ?? '';
  await expect(rowValue(slip, 'E-mail')).toHaveText(BUYER.email);
  await expect(slip.getByRole('link', { name: 'Google Calendar' })).toHaveAttribute(
    'href',
    /^https:\/\/calendar\.google\.com\//,
  );
  await expect(slip.getByRole('link', { name: 'Outlook' })).toHaveAttribute(
    'href',
    /^https:\/\/outlook\.live\.com\//,
  );
  // The page, not the success toast that may still be fading in.
  await expectAccessible(page, 'main');

  // A reload shows the same receipt: it comes from its address, not from memory.
  await page.reload();
  await expect(rowValue(receipt(page), 'Order ID')).toHaveText(order);
  await expect(rowValue(receipt(page), 'Amount paid')).toHaveText(paid);

  // The e-mail names the order and links its ticket, receipt and invoice on this build.
  const mail = await mailTo(request, BUYER.email, 'order-confirmation', order);
  expect(mail.subject).toContain(order);
  expect(mail.text).toContain(GUEST_EVENT.name);
  const links = linksOf(mail);
  expect(links.ticket).toMatch(/^http:\/\/localhost:\d+\/ticket\?order=order_\w+&key=[\w-]{22}$/);
  expect(mail.attachments?.[0]?.filename).toMatch(/\.ics$/);

  // Another browser that never signed in opens the ticket from the e-mail.
  const other = await (await newContext()).newPage();
  await other.goto(links.ticket ?? '');
  await expect(other.getByRole('heading', { level: 1, name: ticketTexts.title })).toBeVisible();
  await expect(other.getByRole('heading', { level: 2, name: GUEST_EVENT.name })).toBeVisible();
  const codes = other.getByRole('img', { name: /QR code/ });
  await expect(codes).toHaveCount(2);
  await expect(codes.first()).toHaveAccessibleName(/^QR code for ticket 1 of 2, .+: tkt_[0-9A-Z]{26}$/);
  await expect(other.getByText(BUYER.name, { exact: true })).toBeVisible();
  await expectAccessible(other);
  // Printed, the ticket fits one page.
  await other.emulateMedia({ media: 'print' });
  expect(await pdfPageCount(await other.pdf({ format: 'A4' }))).toBe(1);
  await other.emulateMedia({ media: 'screen' });

  // Its receipt, in that browser too, downloads the tax invoice by the link's key.
  await other.goto(links.invoice ?? '');
  await expect(rowValue(receipt(other), 'Order ID')).toHaveText(order);
  const invoice = await downloadInvoice(other);
  expect(invoice).toContain('TAX INVOICE');
  expect(invoice).toContain(order);
  expect(invoice).toContain(BUYER.email);

  // Lost links: the same answer for her address and an unknown one; only hers gets an e-mail.
  await other.goto(`/ticket?order=${order}`);
  await expect(other.getByRole('heading', { level: 1, name: NOT_FOUND_TITLE })).toBeVisible();
  await sendLinksAgain(other, BUYER.email);
  const resent = await mailTo(request, BUYER.email, 'links-resent');
  expect(resent.text).toContain(order);
  await sendLinksAgain(other, 'nobody-here@example.com');
  expect((await outbox(request)).filter((m) => m.to === 'nobody-here@example.com')).toEqual([]);
});

test("a member's purchase: receipt and e-mail, her link without the key, her tickets; nobody else's browser opens it", async ({
  page,
  request,
  newContext,
}) => {
  test.slow();
  await signInByApi(page, request, TITAN);
  await openEvent(page, GUEST_EVENT.slug);
  await choosePlan(page, 'Titan', '1');
  await page.getByRole('button', { name: 'Book Now' }).click();
  await page.getByRole('dialog', { name: 'Apply Coupon' }).getByRole('button', { name: 'Pay Now' }).click();
  await sandboxDialog(page).getByRole('button', { name: 'Simulate success' }).click();
  await expect(page).toHaveURL(RECEIPT_URL);
  const { order } = orderOf(page.url());
  await expect(rowValue(receipt(page), 'E-mail')).toHaveText(TITAN.email);
  const mail = await mailTo(request, TITAN.email, 'order-confirmation', order);
  expect(linksOf(mail).receipt).toMatch(RECEIPT_URL);
  expect(await downloadInvoice(page)).toContain(order);

  // Signed in, her own link needs no key; /ticket lists the ticket and opens it.
  await page.goto(`/thank-you?order=${order}`);
  await expect(rowValue(receipt(page), 'Order ID')).toHaveText(order);
  await page.goto('/ticket');
  await page.getByRole('link', { name: ticketTexts.openTicket(GUEST_EVENT.name) }).click();
  await expect(page).toHaveURL(new RegExp(`/ticket\\?order=${order}$`));
  await expect(page.getByRole('img', { name: /QR code for ticket 1 of 1/ })).toBeVisible();

  // The same link without the key shows nothing to a guest, nor to another member signed in.
  const guest = await (await newContext()).newPage();
  await guest.goto(`/thank-you?order=${order}`);
  await expect(guest.getByRole('heading', { level: 1, name: NOT_FOUND_TITLE })).toBeVisible();
  await expect(guest.getByText(order)).toHaveCount(0);
  await signInByApi(guest, request, MAVERICK);
  await guest.goto(`/ticket?order=${order}`);
  await expect(guest.getByRole('heading', { level: 1, name: NOT_FOUND_TITLE })).toBeVisible();
  await expect(guest.getByRole('img', { name: /QR code/ })).toHaveCount(0);
});

test('no link opens another buyer’s order: their key, a tampered key, a missing one', async ({
  page,
  newContext,
}) => {
  test.slow();
  const first = await buyGuestTicket(page, '1');
  const second = await buyGuestTicket(page, '1');
  const visitor = await (await newContext()).newPage();
  const tampered = `${second.key.slice(0, -1)}${second.key.endsWith('A') ? 'B' : 'A'}`;
  for (const path of [
    `/thank-you?order=${first.order}&key=${second.key}`,
    `/ticket?order=${first.order}&key=${second.key}`,
    `/thank-you?order=${second.order}&key=${tampered}`,
    `/ticket?order=${second.order}&key=${tampered}`,
    `/thank-you?order=${second.order}`,
    `/ticket?order=${second.order}&key=`,
  ]) {
    await visitor.goto(path);
    await expect(visitor.getByRole('heading', { level: 1, name: NOT_FOUND_TITLE })).toBeVisible();
    await expect(visitor.getByText(ordersMessages.notFound)).toBeVisible();
    await expect(visitor.getByText(first.order)).toHaveCount(0);
    await expect(visitor.getByText(second.order)).toHaveCount(0);
    await expect(visitor.getByRole('img', { name: /QR code/ })).toHaveCount(0);
  }
  await expectAccessible(visitor);
  // The right key still opens it.
  await visitor.goto(`/ticket?order=${second.order}&key=${second.key}`);
  await expect(visitor.getByRole('img', { name: /QR code/ })).toHaveCount(1);
});

test('a Venture Vault pass: its receipt at /venturethank-you, the e-mail, the ticket and the invoice', async ({
  page,
  request,
}) => {
  test.slow();
  await openVentureVault(page);
  const dialog = await openBooking(page, 'Individual');
  await dialog.getByLabel('Pass Type').selectOption('day_1_pass');
  await fillContact(dialog);
  await dialog.getByRole('button', { name: 'Pay Now' }).click();
  await sandboxDialog(page).getByRole('button', { name: 'Simulate success' }).click();
  await expect(page).toHaveURL(VENTURE_RECEIPT_URL);
  const { order } = orderOf(page.url());
  await expect(rowValue(receipt(page), 'Order ID')).toHaveText(order);
  const mail = await mailTo(request, BUYER.email, 'order-confirmation', order);
  expect(linksOf(mail).receipt).toMatch(VENTURE_RECEIPT_URL);
  expect(await downloadInvoice(page)).toContain(order);
  await receipt(page).getByRole('link', { name: receiptPageTexts.viewTicket }).click();
  await expect(page.getByRole('img', { name: /^QR code for ticket 1 of 1, .+: tkt_/ })).toBeVisible();
});

test('a mentor session, a sponsor package and a membership sign-up: receipt, e-mail and invoice each', async ({
  page,
  request,
}) => {
  test.slow();
  // Mentor session (guest).
  await page.goto(`/mentors-details/${OPEN_MENTOR.slug}`);
  await page.getByRole('button', { name: 'Pay Now' }).click();
  const mentor = page.getByRole('dialog', { name: 'Personal Details' });
  await fillContact(mentor);
  await mentor.getByRole('button', { name: 'Pay Now' }).click();
  await sandboxDialog(page).getByRole('button', { name: 'Simulate success' }).click();
  await expect(page).toHaveURL(RECEIPT_URL);
  let { order } = orderOf(page.url());
  await expect(rowValue(receipt(page), 'Purchase')).toContainText(OPEN_MENTOR.name);
  await expect(receipt(page).getByRole('link', { name: receiptPageTexts.viewTicket })).toHaveCount(0);
  expect(linksOf(await mailTo(request, BUYER.email, 'order-confirmation', order)).ticket).toBeUndefined();
  expect(await downloadInvoice(page)).toContain(order);

  // Sponsor package (guest).
  await page.goto('/packages');
  await page
    .getByRole('article', { name: 'Event Listing Basic' })
    .getByRole('button', { name: 'Buy Now' })
    .click();
  const pack = page.getByRole('dialog', { name: 'Personal Details' });
  await fillContact(pack);
  await pack.getByRole('button', { name: 'Pay Now' }).click();
  await sandboxDialog(page).getByRole('button', { name: 'Simulate success' }).click();
  await expect(page).toHaveURL(RECEIPT_URL);
  ({ order } = orderOf(page.url()));
  await expect(rowValue(receipt(page), 'Purchase')).toContainText('Event Listing Basic');
  await mailTo(request, BUYER.email, 'order-confirmation', order);
  expect(await downloadInvoice(page)).toContain(order);

  // Membership sign-up (Global Access, paid in USD).
  const buyer = newBuyer('after-purchase');
  await page.goto('/global-access-membership');
  const form = page.getByRole('form', { name: 'Global Access Membership sign-up' });
  await expect(form.getByLabel('Duration')).toHaveValue('1', { timeout: 20_000 });
  await fillPersonalDetails(form, buyer);
  await form.getByRole('combobox', { name: 'Country', exact: true }).selectOption('Singapore');
  await form.getByLabel('City').fill('Singapore');
  await form.getByRole('textbox', { name: 'State', exact: true }).fill('Central Region');
  await form.getByRole('button', { name: 'Pay Now' }).click();
  await sandboxDialog(page).getByRole('button', { name: 'Simulate success' }).click();
  await expect(page).toHaveURL(RECEIPT_URL);
  ({ order } = orderOf(page.url()));
  await expect(rowValue(receipt(page), 'Amount paid')).toHaveText(/^\$/);
  await expect(receipt(page).getByRole('link', { name: 'Log in now' })).toHaveAttribute(
    'href',
    /^\/login\?email=/,
  );
  await mailTo(request, buyer.email, 'order-confirmation', order);
  expect(await downloadInvoice(page)).toContain('EXPORT OF SERVICES');
});

test('a backend without access keys: the receipt is handed over in memory, and a reload shows the text alone', async ({
  page,
  mockAnswer,
}) => {
  await page.route('**/api/event-payment', async (route) => {
    const answer = await mockAnswer(route);
    const { access_key: _key, ...body } = (await answer.json()) as Record<string, unknown>;
    await route.fulfill({ status: answer.status, json: body });
  });
  await openEvent(page, GUEST_EVENT.slug);
  await choosePlan(page, 'Non Member', '1');
  await page.getByRole('button', { name: 'Book Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Personal Details' });
  await fillContact(dialog);
  await dialog.getByRole('button', { name: 'Pay Now' }).click();
  await sandboxDialog(page).getByRole('button', { name: 'Simulate success' }).click();
  await expect(page).toHaveURL(/\/thank-you$/);
  await expect(rowValue(receipt(page), 'Order ID')).toHaveText(/^order_/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(THANK_YOU_TEXT);
  await expect(receipt(page)).toHaveCount(0);
});
