import type { Locator, Page } from '@playwright/test';
import { TITAN } from '../support/accounts.ts';
import { RECEIPT_URL, VENTURE_RECEIPT_URL } from '../support/after-purchase.ts';
import { fillContact, MEMBERS_ONLY_MENTOR, OPEN_MENTOR } from '../support/benefit-pages.ts';
import { sandboxDialog } from '../support/checkout.ts';
import { fillPersonalDetails, newBuyer } from '../support/membership-forms.ts';
import { forceLaneStatus } from '../support/membership-pages.ts';
import { signIn } from '../support/session.ts';
import { openBooking, openVentureVault } from '../support/venture.ts';
import { CHECKOUT_CODE, expect, test } from './screens-test.ts';

type Screens = Parameters<Parameters<typeof test>[2]>[0]['screens'];

/** The shared checkout of one flow: the sandbox, the confirmation held, then the success before the redirect. */
async function payThrough(page: Page, screens: Screens, flow: string, callback: string): Promise<void> {
  await expect(sandboxDialog(page)).toBeVisible();
  await screens.shot(flow, 'paying');
  const confirm = await screens.hold(`**/api/${callback}`);
  await sandboxDialog(page).getByRole('button', { name: 'Simulate success' }).click();
  await screens.shot(flow, 'confirming.calling');
  // The success shows for a moment before the redirect: the page's clock (installed by the test) stands still meanwhile.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  confirm();
  await screens.shot(flow, 'succeeded');
  await page.clock.resume();
}

test('a guest buys a package', async ({ page, screens }) => {
  await page.clock.install();
  test.setTimeout(90_000);
  await page.goto('/packages');
  const buy = page
    .getByRole('article', { name: 'Event Listing Basic' })
    .getByRole('button', { name: 'Buy Now' });
  await expect(buy).toBeVisible();
  await screens.shot('packagePurchase', 'idle');
  const code = await screens.hold(CHECKOUT_CODE);
  await buy.click();
  const dialog = page.getByRole('dialog', { name: 'Personal Details' });
  await expect(dialog).toBeVisible();
  await screens.shot('packagePurchase', 'dialog.details');
  await fillContact(dialog);
  const order = await screens.hold('**/api/non-member-package-payment');
  await dialog.getByRole('button', { name: 'Pay Now' }).click();
  await screens.shot('packagePurchase', 'dialog.paying.preparing');
  code();
  await screens.shot('packageCheckout', 'creatingOrder');
  order();
  await expect(sandboxDialog(page)).toBeVisible();
  await screens.shot('packagePurchase', 'dialog.paying.charging');
  await payThrough(page, screens, 'packageCheckout', 'package-payment-callback');
  await expect(page).toHaveURL(RECEIPT_URL);
  await screens.shot('packagePurchase', 'purchased');
});

test('a member opens a package with a coupon', async ({ page, screens }) => {
  await signIn(page, TITAN);
  await page.goto('/packages');
  await page
    .getByRole('article', { name: 'Event Listing Plus' })
    .getByRole('button', { name: 'Buy Now' })
    .click();
  await expect(page.getByRole('dialog', { name: 'Apply Coupon' })).toBeVisible();
  await screens.shot('packagePurchase', 'dialog.coupon');
});

async function membershipForm(page: Page): Promise<Locator> {
  const form = page.getByRole('form', { name: 'Membership purchase' });
  await expect(form).toBeVisible();
  return form;
}

test('a membership purchase: loading, the form, the checkout, purchased', async ({ page, screens }) => {
  test.setTimeout(90_000);
  const options = await screens.hold('**/api/membership/**');
  await page.goto('/member-details/maverick');
  await screens.shot('membershipPurchase', 'loading');
  options();
  const form = await membershipForm(page);
  await screens.shot('membershipPurchase', 'editing');
  const code = await screens.hold(CHECKOUT_CODE);
  await form.getByLabel('City').selectOption('Delhi');
  await form.getByLabel('Duration').selectOption({ label: '1 Year' });
  await fillPersonalDetails(form, newBuyer('maverick'));
  await form.getByLabel('Statement of Purpose').fill('To learn from other founders.');
  const order = await screens.hold('**/api/membership-payment');
  await form.getByRole('button', { name: 'Pay Now' }).click();
  await screens.shot('membershipPurchase', 'paying.preparing');
  code();
  await screens.shot('membershipCheckout', 'creatingOrder');
  order();
  await expect(sandboxDialog(page)).toBeVisible();
  await screens.shot('membershipPurchase', 'paying.charging');
  await payThrough(page, screens, 'membershipCheckout', 'membership-payment-callback');
  await expect(page).toHaveURL(RECEIPT_URL);
  await screens.shot('membershipPurchase', 'purchased');
});

test('a membership or a sign-up that cannot be bought', async ({ page, request, screens }) => {
  await forceLaneStatus(request, 'GET membership/{slug}', 500);
  await page.goto('/member-details/maverick');
  await screens.shot('membershipPurchase', 'unavailable');
  await page.goto('/global-access-membership');
  await screens.shot('signUp', 'unavailable');
});

test('the global sign-up: loading, the form, the checkout, signed up', async ({ page, screens }) => {
  await page.clock.install();
  await page.clock.install();
  test.setTimeout(90_000);
  const form = page.getByRole('form', { name: 'Global Access Membership sign-up' });
  const options = await screens.hold('**/api/membership/**');
  await page.goto('/global-access-membership');
  await screens.shot('signUp', 'loading');
  options();
  await expect(form.getByLabel('Duration')).toHaveValue('1', { timeout: 20_000 });
  await screens.shot('signUp', 'editing');
  const code = await screens.hold(CHECKOUT_CODE);
  await fillPersonalDetails(form, newBuyer('global'));
  await form.getByRole('combobox', { name: 'Country', exact: true }).selectOption('Singapore');
  await form.getByLabel('City').fill('Singapore');
  await form.getByRole('textbox', { name: 'State', exact: true }).fill('Central Region');
  const order = await screens.hold('**/api/global-membership-payment');
  await form.getByRole('button', { name: 'Pay Now' }).click();
  await screens.shot('signUp', 'paying.preparing');
  code();
  await screens.shot('signUpCheckout', 'creatingOrder');
  order();
  await expect(sandboxDialog(page)).toBeVisible();
  await screens.shot('signUp', 'paying.charging');
  await payThrough(page, screens, 'signUpCheckout', 'membership-payment-callback');
  await expect(page).toHaveURL(RECEIPT_URL);
  await screens.shot('signUp', 'signedUp');
});

test('a mentor session: paid by a member, free for a guest', async ({ page, screens }) => {
  await page.clock.install();
  test.setTimeout(120_000);
  await page.goto(`/mentors-details/${OPEN_MENTOR.slug}`);
  await expect(page.getByRole('button', { name: 'Book A Free Session' })).toBeVisible();
  await screens.shot('mentorBooking', 'idle');
  await page.getByRole('button', { name: 'Book A Free Session' }).click();
  const free = page.getByRole('dialog', { name: 'Book A Free Session' });
  await expect(free).toBeVisible();
  await screens.shot('mentorBooking', 'freeSession.editing');
  await fillContact(free);
  const booking = await screens.hold('**/api/mentor-free-sesssion-appointment');
  await free.getByRole('button', { name: 'Book A Free Session' }).click();
  await screens.shot('mentorBooking', 'freeSession.booking');
  booking();
  await expect(free).toBeHidden();

  await signIn(page, TITAN);
  await page.goto(`/mentors-details/${MEMBERS_ONLY_MENTOR.slug}`);
  const code = await screens.hold(CHECKOUT_CODE);
  await page.getByRole('button', { name: 'Pay Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Personal Details' });
  await expect(dialog).toBeVisible();
  await screens.shot('mentorBooking', 'payment.editing');
  await fillContact(dialog);
  const order = await screens.hold('**/api/mentor-appointment-payment');
  await dialog.getByRole('button', { name: 'Pay Now' }).click();
  await screens.shot('mentorBooking', 'payment.paying.preparing');
  code();
  await screens.shot('mentorCheckout', 'creatingOrder');
  order();
  await expect(sandboxDialog(page)).toBeVisible();
  await screens.shot('mentorBooking', 'payment.paying.charging');
  await payThrough(page, screens, 'mentorCheckout', 'mentor-payment-callback');
  await expect(page).toHaveURL(RECEIPT_URL);
  await screens.shot('mentorBooking', 'booked');
});

test('a Venture Vault pass', async ({ page, screens }) => {
  await page.clock.install();
  test.setTimeout(90_000);
  await openVentureVault(page);
  await screens.shot('ventureBooking', 'idle');
  await screens.shot('countdown', 'running');
  const code = await screens.hold(CHECKOUT_CODE);
  const dialog = await openBooking(page, 'Individual');
  await screens.shot('ventureBooking', 'dialog.editing');
  await screens.shot('orderSummary', 'waiting');
  await dialog.getByLabel('Pass Type').selectOption('two_days_pass');
  await dialog.getByLabel('Name', { exact: true }).fill('Asha Rao');
  await dialog.getByLabel('Email').fill('asha.rao@example.com');
  await dialog.getByLabel('Company Name').fill('Kestrel Analytics');
  await dialog.getByLabel('Designation').fill('Founder');
  await dialog.getByLabel('Phone Number').fill('9876543210');
  const order = await screens.hold('**/api/venture-payment');
  await dialog.getByRole('button', { name: 'Pay Now' }).click();
  await screens.shot('ventureBooking', 'dialog.paying.preparing');
  code();
  await screens.shot('ventureCheckout', 'creatingOrder');
  order();
  await expect(sandboxDialog(page)).toBeVisible();
  await screens.shot('ventureBooking', 'dialog.paying.charging');
  await payThrough(page, screens, 'ventureCheckout', 'venture-payment-callback');
  await expect(page).toHaveURL(VENTURE_RECEIPT_URL);
  await screens.shot('ventureBooking', 'booked');
});
