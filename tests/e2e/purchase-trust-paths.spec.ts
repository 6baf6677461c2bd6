/**
 * The other purchase paths: mentor session (paid), sponsor package (guest and member), Venture Vault
 * pass, India tier purchase form and the Global sign-up. On each, the order summary shows the page's
 * price, the summary's total is what the sandbox charges and what the receipt says was paid. A failed
 * payment (package, UAE sign-up, paid mentor session) keeps what the buyer typed for the retry.
 */
import { readFile } from 'node:fs/promises';
import { GST_LABELS } from '@lwl/schemas';
import type { Locator, Page } from '@playwright/test';
import { TITAN } from '../support/accounts.ts';
import { RECEIPT_URL, VENTURE_RECEIPT_URL } from '../support/after-purchase.ts';
import { fillContact, OPEN_MENTOR } from '../support/benefit-pages.ts';
import { BUYER, sandboxDialog } from '../support/checkout.ts';
import { fillPersonalDetails, newBuyer } from '../support/membership-forms.ts';
import { lookAt, money, parseIcs, receipt, rowValue, sandboxAmount, summary } from '../support/purchase.ts';
import { signInByApi } from '../support/session.ts';
import { expect, test } from '../support/test.ts';
import { openBooking, openVentureVault } from '../support/venture.ts';

/** Summary total → sandbox amount → success → receipt amount; returns the total. */
async function payAndCheck(page: Page, box: Locator, pay: Locator, thankYou = RECEIPT_URL): Promise<string> {
  // A dialog reopened after a failed payment asks for its quote again: read the total once it answered.
  await expect(box).toHaveAttribute('aria-busy', 'false');
  const total = money((await rowValue(box, 'Total').textContent()) ?? '');
  // GST charged (a 'GST (18%)' row, or the note that the price includes it): the receipt says so.
  const taxed = (await box.getByText(/^GST \(\d+%\)$|^Includes .+ GST$/).count()) > 0;
  await pay.click();
  expect(money(await sandboxAmount(page))).toBe(total);
  await sandboxDialog(page).getByRole('button', { name: 'Simulate success' }).click();
  await expect(page).toHaveURL(thankYou);
  await expect(rowValue(receipt(page), 'Amount paid')).toHaveText(
    taxed ? `${total} ${GST_LABELS.included}` : total,
  );
  await expect(rowValue(receipt(page), 'Payment ID')).toHaveText(/^pay_/);
  return total;
}

test('mentor session (paid): the listed price plus GST from the server, charged and on the receipt', async ({
  page,
}) => {
  test.slow();
  await page.goto(`/mentors-details/${OPEN_MENTOR.slug}`);
  await expect(page.getByText('₹7,500 + GST')).toBeVisible();
  await page.getByRole('button', { name: 'Pay Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Personal Details' });
  const box = summary(dialog);
  await expect(rowValue(box, 'Unit price')).toHaveText('₹7,500');
  await expect(rowValue(box, 'GST')).toHaveText('+ ₹1,350');
  await expect(rowValue(box, 'Total')).toHaveText('₹8,850');
  await fillContact(dialog);
  await lookAt(page, 'mentor-summary', '[role="dialog"]');
  await payAndCheck(page, box, dialog.getByRole('button', { name: 'Pay Now' }));
  await expect(rowValue(receipt(page), 'Purchase')).toContainText(OPEN_MENTOR.name);
  await lookAt(page, 'mentor-receipt', 'main');
});

test('sponsor package, guest then member: summary = charge = receipt; Close after a failure keeps the form', async ({
  page,
  request,
}) => {
  test.slow();
  await page.goto('/packages');
  const card = page.getByRole('article', { name: 'Event Listing Basic' });
  await card.getByRole('button', { name: 'Buy Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Personal Details' });
  const box = summary(dialog);
  await expect(rowValue(box, 'GST')).toHaveText(/^\+ ₹/);
  await fillContact(dialog);
  await lookAt(page, 'package-guest-summary', '[role="dialog"]');
  await dialog.getByRole('button', { name: 'Pay Now' }).click();
  await sandboxDialog(page).getByRole('button', { name: 'Simulate failure' }).click();
  await page
    .getByRole('alertdialog', { name: 'Payment failed' })
    .getByRole('button', { name: 'Close' })
    .click();
  await expect(dialog.getByLabel('Email', { exact: true })).toHaveValue(BUYER.email);
  await payAndCheck(page, box, dialog.getByRole('button', { name: 'Pay Now' }));
  await lookAt(page, 'package-guest-receipt', 'main');

  await signInByApi(page, request, TITAN);
  await page.goto('/packages');
  await page
    .getByRole('article', { name: 'Event Listing Basic' })
    .getByRole('button', { name: 'Buy Now' })
    .click();
  const coupon = page.getByRole('dialog', { name: 'Apply Coupon' });
  await coupon.getByLabel('Coupon', { exact: true }).fill('LWL10');
  await coupon.getByRole('button', { name: 'Apply' }).click();
  await expect(rowValue(summary(coupon), 'Coupon discount')).toHaveText(/^− ₹/);
  await lookAt(page, 'package-member-summary', '[role="dialog"]');
  await payAndCheck(page, summary(coupon), coupon.getByRole('button', { name: 'Pay Now' }));
  await expect(receipt(page).getByRole('link', { name: 'See it in your account' })).toHaveAttribute(
    'href',
    '/profile?section=packages',
  );
});

test('Venture Vault pass: the pass price (GST included) = summary = charge = receipt', async ({ page }) => {
  test.slow();
  const venturesAnswer = page.waitForResponse((r) => r.url().endsWith('/api/ventures'));
  await openVentureVault(page);
  const { edition } = (await (await venturesAnswer).json()) as {
    edition: { name: string; venue: string; start_date: string; starts_at: string };
  };
  const dialog = await openBooking(page, 'Individual');
  const box = summary(dialog);
  await dialog.getByLabel('Pass Type').selectOption('day_1_pass');
  const listed = money(((await dialog.locator('.vv-booking-total strong').textContent()) ?? '').trim());
  await expect(rowValue(box, 'Total')).toHaveText(listed);
  await expect(box).toContainText(/Includes ₹[\d,.]+ GST/);
  await fillContact(dialog);
  await lookAt(page, 'venture-summary', '[role="dialog"]');
  const paid = await payAndCheck(
    page,
    box,
    dialog.getByRole('button', { name: 'Pay Now' }),
    VENTURE_RECEIPT_URL,
  );
  expect(paid).toBe(listed);
  const slip = receipt(page);
  await expect(rowValue(slip, 'Purchase')).toContainText(edition.name);
  await expect(rowValue(slip, 'Venue')).toContainText(edition.venue);
  await lookAt(page, 'venture-receipt', 'main');
  const download = page.waitForEvent('download');
  await slip.getByRole('button', { name: 'Calendar file (.ics)' }).click();
  const ics = parseIcs(await readFile(await (await download).path(), 'utf8'));
  // The calendar entry starts at the edition's doors-open instant (UTC in the file).
  const doorsOpen = new Date(edition.starts_at).toISOString().replace(/[-:]/g, ''); // YYYYMMDDTHHMMSS.mmmZ
  expect(ics.DTSTART?.slice(0, 13)).toBe(doorsOpen.slice(0, 13));
});

test('India tier form: summary beside the form, + GST from the server, receipt with Log in now', async ({
  page,
}) => {
  test.slow();
  const buyer = newBuyer('trust-maverick');
  await page.goto('/member-details/maverick');
  const form = page.getByRole('form', { name: 'Membership purchase' });
  await form.getByLabel('City').selectOption('Delhi');
  await form.getByLabel('Duration').selectOption({ label: '1 Year' });
  const box = summary(form);
  await expect(rowValue(box, 'Unit price')).toHaveText('₹45,000');
  await expect(rowValue(box, 'GST')).toHaveText('+ ₹8,100');
  await expect(rowValue(box, 'Total')).toHaveText('₹53,100');
  await fillPersonalDetails(form, buyer);
  await box.scrollIntoViewIfNeeded();
  await lookAt(page, 'membership-india-summary', 'form');
  await payAndCheck(page, box, form.getByRole('button', { name: 'Pay Now' }));
  const login = receipt(page).getByRole('link', { name: 'Log in now' });
  await lookAt(page, 'membership-india-receipt', 'main');
  await login.click();
  await expect(page).toHaveURL(/\/login\?email=/);
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(buyer.email);
});

test('Global sign-up: USD without GST, summary = charge = receipt', async ({ page }) => {
  test.slow();
  const buyer = newBuyer('trust-global');
  await page.goto('/global-access-membership');
  const form = page.getByRole('form', { name: 'Global Access Membership sign-up' });
  await expect(form.getByLabel('Duration')).toHaveValue('1', { timeout: 20_000 });
  // The summary loads as the reader nears the Payment section (or at the first input).
  await form.getByRole('heading', { name: 'Payment' }).scrollIntoViewIfNeeded();
  const box = summary(form);
  await expect(rowValue(box, 'Total')).toHaveText('$400');
  await expect(box).toContainText('No GST (export of services)');
  await fillPersonalDetails(form, buyer);
  await form.getByRole('combobox', { name: 'Country', exact: true }).selectOption('Singapore');
  await form.getByLabel('City').fill('Singapore');
  await form.getByRole('textbox', { name: 'State', exact: true }).fill('Central Region');
  await lookAt(page, 'global-summary', 'form');
  await payAndCheck(page, box, form.getByRole('button', { name: 'Pay Now' }));
  await lookAt(page, 'global-receipt', 'main');
});

test('UAE sign-up: $820 without GST; a failed payment keeps the form, the second try is charged the same', async ({
  page,
}) => {
  test.slow();
  const buyer = newBuyer('trust-uae');
  await page.goto('/uae-membership');
  const form = page.getByRole('form', { name: 'UAE Membership sign-up' });
  await expect(form.getByLabel('Duration')).not.toHaveValue('', { timeout: 20_000 });
  // The summary loads as the reader nears the Payment section (or at the first input).
  await form.getByRole('heading', { name: 'Payment' }).scrollIntoViewIfNeeded();
  const box = summary(form);
  await expect(rowValue(box, 'Total')).toHaveText('$820');
  await expect(box).toContainText('No GST (export of services)');
  await fillPersonalDetails(form, buyer);
  await form.getByLabel('Emirate').selectOption('Dubai');
  await form.getByLabel('City').fill('Dubai');
  await form.getByRole('textbox', { name: 'State', exact: true }).fill('Dubai');
  await form.getByRole('button', { name: 'Pay Now' }).click();
  expect(money(await sandboxAmount(page))).toBe('$820');
  await sandboxDialog(page).getByRole('button', { name: 'Simulate failure' }).click();
  await page
    .getByRole('alertdialog', { name: 'Payment failed' })
    .getByRole('button', { name: 'Close' })
    .click();
  await expect(form.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(buyer.email);
  await expect(form.getByLabel('Emirate')).toHaveValue('Dubai');
  await payAndCheck(page, box, form.getByRole('button', { name: 'Pay Now' }));
});

test('mentor session (paid): a failed payment keeps the details; the retry is charged what the summary says', async ({
  page,
}) => {
  test.slow();
  await page.goto(`/mentors-details/${OPEN_MENTOR.slug}`);
  await page.getByRole('button', { name: 'Pay Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Personal Details' });
  await fillContact(dialog);
  await dialog.getByRole('button', { name: 'Pay Now' }).click();
  await sandboxDialog(page).getByRole('button', { name: 'Simulate failure' }).click();
  await page
    .getByRole('alertdialog', { name: 'Payment failed' })
    .getByRole('button', { name: 'Close' })
    .click();
  await expect(dialog.getByLabel('Email', { exact: true })).toHaveValue(BUYER.email);
  await payAndCheck(page, summary(dialog), dialog.getByRole('button', { name: 'Pay Now' }));
  await expect(rowValue(receipt(page), 'Purchase')).toContainText(OPEN_MENTOR.name);
});
