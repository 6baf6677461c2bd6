/**
 * Purchase dialogs on a phone: Back closes the dialog (what was typed kept, the page stays), Back
 * during the test checkout cancels that payment attempt, Forward breaks nothing; a signed-in member's
 * dialog opens filled in from her profile.
 */
import { TITAN } from '../support/accounts.ts';
import { RECEIPT_URL } from '../support/after-purchase.ts';
import { OPEN_MENTOR } from '../support/benefit-pages.ts';
import {
  BUYER,
  choosePlan,
  fillBuyer,
  GUEST_EVENT,
  openEvent,
  openPersonalDetails,
  sandboxDialog,
} from '../support/checkout.ts';
import { signInByApi } from '../support/session.ts';
import { expect, test } from '../support/test.ts';

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
});

const EVENT_PATH = `/event/${GUEST_EVENT.slug}`;

test('Back closes the details dialog and keeps what was typed; the page stays, Forward reopens nothing', async ({
  page,
}) => {
  await openEvent(page, GUEST_EVENT.slug);
  await choosePlan(page, 'Non Member', '1');
  const dialog = await openPersonalDetails(page);
  await dialog.getByLabel('Name', { exact: true }).fill(BUYER.name);
  await dialog.getByLabel('Email', { exact: true }).fill(BUYER.email);

  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`${EVENT_PATH}$`));
  await expect(page.getByRole('heading', { level: 1, name: GUEST_EVENT.name })).toBeVisible();

  await page.goForward();
  await expect(page).toHaveURL(new RegExp(`${EVENT_PATH}$`));
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await openPersonalDetails(page);
  await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue(BUYER.name);
  await expect(dialog.getByLabel('Email', { exact: true })).toHaveValue(BUYER.email);
});

test('Back during the test checkout cancels that attempt; the page is usable again', async ({ page }) => {
  await openEvent(page, GUEST_EVENT.slug);
  await choosePlan(page, 'Non Member', '1');
  const dialog = await openPersonalDetails(page);
  await fillBuyer(page);
  await dialog.getByRole('button', { name: 'Pay Now' }).click();
  const checkout = sandboxDialog(page);
  await expect(checkout).toBeVisible();

  await page.goBack();
  await expect(checkout).toBeHidden();
  await expect(page.getByText('Payment cancelled. You have not been charged.')).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue(BUYER.name);
  await expect(page.locator('.checkout-busy')).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`${EVENT_PATH}$`));

  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`${EVENT_PATH}$`));
  // Usable: a new attempt goes through.
  await openPersonalDetails(page);
  await dialog.getByRole('button', { name: 'Pay Now' }).click();
  await checkout.getByRole('button', { name: 'Simulate success' }).click();
  await expect(page).toHaveURL(RECEIPT_URL);
});

test("Titan's free-session dialog opens with her profile, and Back closes it", async ({ page, request }) => {
  await signInByApi(page, request, TITAN);
  await page.goto(`/mentors-details/${OPEN_MENTOR.slug}`);
  const opener = page.getByRole('button', { name: 'Book A Free Session' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Book A Free Session' });
  await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue('Ananya Rao');
  await expect(dialog.getByLabel('Email', { exact: true })).toHaveValue(TITAN.email);
  await expect(dialog.getByLabel('Company Name', { exact: true })).toHaveValue('Rao Ventures Pvt Ltd');
  await expect(dialog.getByLabel('Designation', { exact: true })).toHaveValue('Managing Director');
  await expect(dialog.getByLabel('Phone Number', { exact: true })).toHaveValue('9820012345');

  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/mentors-details/${OPEN_MENTOR.slug}$`));
  await opener.click();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});
