/**
 * Phones as people type and paste them, on a 390 px phone (the Global sign-up's phone field): a number
 * pasted with its +code reaches the API as that country's number, an 11-digit Indian number is kept and
 * refused with a message, and the first country follows the browser's region.
 */

import { phoneMessages } from '@lwl/schemas';
import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from '../support/axe.ts';
import { sandboxDialog } from '../support/checkout.ts';
import { fillPersonalDetails, newBuyer } from '../support/membership-forms.ts';
import { expect, test } from '../support/test.ts';

test.use({ viewport: { width: 390, height: 844 } });

const SIGN_UP = '/api/global-membership-payment';

async function openGlobalSignUp(page: Page): Promise<Locator> {
  await page.goto('/global-access-membership');
  const form = page.getByRole('form', { name: 'Global Access Membership sign-up' });
  await expect(form.getByLabel('Duration')).toHaveValue('1', { timeout: 20_000 });
  return form;
}

/** Everything but the phone, with a country of the form's list. */
async function fillTheRest(form: Locator) {
  await fillPersonalDetails(form, newBuyer('phones'));
  await form.getByRole('combobox', { name: 'Country', exact: true }).selectOption('Singapore');
  await form.getByLabel('City').fill('Singapore');
  await form.getByRole('textbox', { name: 'State', exact: true }).fill('Central Region');
}

/** Puts `text` on the clipboard and pastes it into `field` with the keyboard, as a person does. */
async function pasteInto(page: Page, field: Locator, text: string) {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await field.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('ControlOrMeta+V');
}

const noSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test("'+971501234567' pasted with India selected reaches the API as the UAE number", async ({ page }) => {
  const form = await openGlobalSignUp(page);
  await fillTheRest(form);
  const code = form.getByRole('combobox', { name: 'Country code' });
  const phone = form.getByRole('textbox', { name: 'Phone Number', exact: true });
  await expect(code).toHaveValue('IN');
  await phone.fill('');
  await pasteInto(page, phone, '+971501234567');
  await expect(code).toHaveValue('AE');
  await expect(form.getByText('AE +971', { exact: true })).toBeVisible();
  await expect(phone).toHaveValue('501234567');
  await expectAccessible(page);
  expect(await noSideways(page)).toBeLessThanOrEqual(390);

  const order = page.waitForRequest((request) => request.url().endsWith(SIGN_UP));
  await form.getByRole('button', { name: 'Pay Now' }).click();
  expect((await order).postData() ?? '').toMatch(/name="phone"\r\n\r\n\+971501234567\r\n/);
  await expect(sandboxDialog(page).getByText(/Amount: \$/)).toBeVisible();
});

test('an 11-digit Indian number is kept whole and refused with a message; nothing is sent', async ({
  page,
}) => {
  const form = await openGlobalSignUp(page);
  await fillTheRest(form);
  const phone = form.getByRole('textbox', { name: 'Phone Number', exact: true });
  const tooLong = phoneMessages.tooLong({ code: 'IN', name: 'India', callingCode: '91', maxDigits: 10 }, 11);
  await phone.fill('');
  await phone.pressSequentially('98123456789');
  await expect(phone).toHaveValue('98123456789');
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(phone).toHaveAccessibleDescription(tooLong);
  await expect(form.getByText(tooLong)).toBeVisible();
  await expectAccessible(page);
  expect(await noSideways(page)).toBeLessThanOrEqual(390);

  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith(SIGN_UP)) sent.push(request.url());
  });
  await form.getByRole('button', { name: 'Pay Now' }).click();
  await expect(phone).toBeFocused();
  await expect(phone).toHaveAccessibleDescription(tooLong);
  expect(sent).toEqual([]);

  await phone.press('Backspace');
  await expect(phone).not.toHaveAttribute('aria-invalid', 'true');
  const order = page.waitForRequest((request) => request.url().endsWith(SIGN_UP));
  await form.getByRole('button', { name: 'Pay Now' }).click();
  expect((await order).postData() ?? '').toMatch(/name="phone"\r\n\r\n9812345678\r\n/);
});

test.describe('a browser in Los Angeles, in US English', () => {
  test.use({ locale: 'en-US', timezoneId: 'America/Los_Angeles' });

  test('starts the Global sign-up’s phone with the United States', async ({ page }) => {
    const form = await openGlobalSignUp(page);
    await expect(form.getByRole('combobox', { name: 'Country code' })).toHaveValue('US');
    await expect(form.getByText('US +1', { exact: true })).toBeVisible();
    await page.goto('/uae-membership');
    const uae = page.getByRole('form', { name: 'UAE Membership sign-up' });
    await expect(uae.getByRole('combobox', { name: 'Country code' })).toHaveValue('AE');
  });
});
