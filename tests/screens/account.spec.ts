import { refundTexts } from '@lwl/schemas';
import type { Page } from '@playwright/test';
import { MAVERICK, TITAN } from '../support/accounts.ts';
import { latestOtp } from '../support/mock.ts';
import { signIn } from '../support/session.ts';
import { expect, test } from './screens-test.ts';

test('refund: the tickets, the confirmation, the request on its way', async ({ page, screens }) => {
  await signIn(page, TITAN);
  await page.goto('/profile?section=events');
  const refund = page.getByRole('button', { name: /^Request refund for / }).first();
  await expect(refund).toBeVisible();
  await screens.shot('refund', 'idle');
  await refund.click();
  const dialog = page.getByRole('alertdialog', { name: refundTexts.dialogTitle });
  await expect(dialog).toBeVisible();
  await screens.shot('refund', 'confirming');
  const release = await screens.hold('**/api/delete-event');
  await dialog.getByRole('button', { name: refundTexts.confirm }).click();
  await screens.shot('refund', 'requesting');
  release();
  await expect(page.getByText(/^Refund requested/).first()).toBeVisible();
});

const unauthorized = (page: Page, url: string) =>
  page.route(url, (route) =>
    route.fulfill({
      status: 401,
      contentType: 'application/json',
      body: JSON.stringify({ status: 0, message: 'Unauthenticated.' }),
    }),
  );

test('login: the form, signing in, signed in', async ({ page, screens }) => {
  await page.goto('/login');
  await expect(page.getByLabel('Password')).toBeVisible();
  await screens.shot('login', 'idle');
  await screens.shot('session', 'guest');
  await page.getByLabel('Email').fill(TITAN.email);
  await page.getByLabel('Password').fill(TITAN.password);
  const call = await screens.hold('**/api/login');
  await page.getByRole('button', { name: 'Login' }).click();
  await screens.shot('login', 'submitting');
  call();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('member dashboard');
  await screens.shot('login', 'signedIn');
  await screens.shot('session', 'signedIn');
});

test('password reset: each step, its call, done', async ({ page, request, screens }) => {
  await page.clock.install();
  await page.goto('/reset-password');
  await expect(page.getByLabel('Email')).toBeVisible();
  await screens.shot('passwordReset', 'email.editing');
  await page.getByLabel('Email').fill(TITAN.email);
  let call = await screens.hold('**/api/forgot-password');
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await screens.shot('passwordReset', 'email.sending');
  call();
  await expect(page.getByLabel('OTP')).toBeVisible();
  await screens.shot('passwordReset', 'otp.editing');
  await page.getByLabel('OTP').fill(await latestOtp(request, TITAN.email));
  call = await screens.hold('**/api/verify-token');
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await screens.shot('passwordReset', 'otp.verifying');
  call();
  await expect(page.getByLabel('New Password')).toBeVisible();
  await screens.shot('passwordReset', 'password.editing');
  await page.getByLabel('New Password').fill('N3w!Passw0rd');
  await page.getByLabel('Confirm Password').fill('N3w!Passw0rd');
  call = await screens.hold('**/api/reset-password');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await screens.shot('passwordReset', 'password.resetting');
  // Done shows for a moment before the login page: the page's clock stands still meanwhile.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  call();
  await screens.shot('passwordReset', 'done');
  await page.clock.resume();
  await expect(page).toHaveURL(/\/login/);
  await screens.shot('passwordReset', 'left');
});

test('profile and GST details: viewing, editing, saving, saved', async ({ page, screens }) => {
  await page.clock.install();
  await signIn(page, TITAN);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 2, name: 'Account details' })).toBeVisible();
  await screens.shot('profileEdit', 'viewing');
  await screens.shot('gstDetails', 'viewing');
  await page.getByRole('button', { name: 'Edit' }).first().click();
  await screens.shot('profileEdit', 'editing');
  const form = page.getByRole('form').first();
  await form.getByLabel('City').fill('Pune');
  const save = await screens.hold('**/api/update-personal-details');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await screens.shot('profileEdit', 'saving');
  // Saved shows for a second, then the page reloads: the page's clock stands still meanwhile.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  save();
  await screens.shot('profileEdit', 'saved');
  const reloaded = page.waitForEvent('load');
  await page.clock.resume();
  await reloaded;
  await screens.shot('profileEdit', 'reloaded');

  await page.getByRole('group', { name: 'GST details mode' }).getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByLabel('GST Number')).toBeVisible();
  await screens.shot('gstDetails', 'editing');
  const gst = await screens.hold('**/api/update-gst-details');
  await page.getByLabel('GST Number').fill('27AAPFU0939F1ZV');
  await page.getByRole('button', { name: /^Save/ }).last().click();
  await screens.shot('gstDetails', 'saving');
  gst();
});

test('a session that expires while editing the profile and the GST details', async ({ page, screens }) => {
  await signIn(page, TITAN);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Edit' }).first().click();
  await unauthorized(page, '**/api/update-personal-details');
  // The login page reloads a second after the expiry: sign in on the reloaded page.
  const reloaded = page.waitForEvent('load');
  await page.getByRole('form').first().getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/login/);
  await screens.shot('profileEdit', 'expired');
  await reloaded;
  // Signing in again leads back to the profile (the form opens again with what was submitted).
  await page.getByLabel('Email').fill(TITAN.email);
  await page.getByLabel('Password').fill(TITAN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await page.goto('/profile?section=account');
  await page.getByRole('group', { name: 'GST details mode' }).getByRole('button', { name: 'Edit' }).click();
  await unauthorized(page, '**/api/update-gst-details');
  await page.getByLabel('GST Number').fill('27AAPFU0939F1ZV');
  await page.getByRole('button', { name: /^Save/ }).last().click();
  await expect(page).toHaveURL(/\/login/);
  await screens.shot('gstDetails', 'expired');
});

test('invoices: loading, the list, a download, empty, unavailable, failed, expired', async ({
  page,
  screens,
}) => {
  test.setTimeout(120_000);
  await signIn(page, TITAN);
  const list = await screens.hold('**/api/account-invoices');
  await page.goto('/invoices');
  await screens.shot('invoices', 'loading');
  list();
  const download = page.getByRole('button', { name: /^Download / }).first();
  await expect(download).toBeVisible();
  await screens.shot('invoices', 'ready.idle');
  const one = await screens.hold('**/api/account-invoices/*');
  // The PDF is made by a module loaded on first use: held, the invoice stays in rendering.
  const writer = await screens.hold(/\/assets\/[^/]*pdf[^/]*\.js/);
  await download.click();
  await screens.shot('invoices', 'ready.fetching');
  one();
  await screens.shot('invoices', 'ready.rendering');
  writer();
  await page.unroute('**/api/account-invoices');
  await page.route('**/api/account-invoices', (route) =>
    route.fulfill({
      status: 404,
      contentType: 'application/json',
      body: JSON.stringify({ status: 0, message: 'Not Found' }),
    }),
  );
  await page.goto('/invoices');
  await expect(page.getByText('Invoices are not available yet.')).toBeVisible();
  await screens.shot('invoices', 'unavailable');
  await page.unroute('**/api/account-invoices');
  await page.route('**/api/account-invoices', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ status: 0, message: 'Server Error' }),
    }),
  );
  await page.goto('/invoices');
  await screens.shot('invoices', 'failed');
  await page.unroute('**/api/account-invoices');
  await unauthorized(page, '**/api/account-invoices');
  await page.goto('/invoices');
  await expect(page).toHaveURL(/\/login/);
  await screens.shot('invoices', 'expired');
});

test('a member without invoices', async ({ page, screens }) => {
  await signIn(page, MAVERICK);
  await page.goto('/invoices');
  await expect(page.getByText('No Invoices Exists')).toBeVisible();
  await screens.shot('invoices', 'empty');
});

const applicationForm = (page: Page) => page.getByRole('form', { name: 'New member application' });

test('the application form: four steps, submitting, done; a session that expires', async ({
  page,
  screens,
}) => {
  test.setTimeout(90_000);
  await signIn(page, MAVERICK);
  await page.goto('/new-member-form');
  const form = applicationForm(page);
  await expect(form).toBeVisible();
  await screens.shot('applicationStepper', 'editing.step1');
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill('kavya.menon@example.com');
  await form.getByRole('textbox', { name: 'Full Name', exact: true }).fill('Kavya Menon');
  for (const step of ['editing.step2', 'editing.step3', 'editing.step4']) {
    await form.getByRole('button', { name: 'Next' }).click();
    await screens.shot('applicationStepper', step);
  }
  const submit = await screens.hold('**/api/new-member-form');
  await form.getByRole('button', { name: 'Submit' }).click();
  await screens.shot('applicationStepper', 'submitting');
  submit();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank You' })).toBeVisible();
  await screens.shot('applicationStepper', 'done');

  await page.goto('/new-member-form');
  await unauthorized(page, '**/api/new-member-form');
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill('kavya.menon@example.com');
  await form.getByRole('textbox', { name: 'Full Name', exact: true }).fill('Kavya Menon');
  for (let i = 0; i < 3; i += 1) await form.getByRole('button', { name: 'Next' }).click();
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/login/);
  await screens.shot('applicationStepper', 'expired');
});
