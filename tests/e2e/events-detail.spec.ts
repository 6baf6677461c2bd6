/**
 * The event page: its sections, the booking rules, accessibility and a narrow screen (its load failures
 * and an unknown event: load-failures.spec.ts).
 */
import { TITAN } from '../support/accounts.ts';
import { expectAccessible } from '../support/axe.ts';
import { choosePlan, expectNoSideScroll, GUEST_EVENT, openEvent } from '../support/checkout.ts';
import { expect, test } from '../support/test.ts';

test('shows the event, the policy and asks for a plan before booking', async ({ page }) => {
  await openEvent(page, GUEST_EVENT.slug);
  await expect(page.getByRole('heading', { level: 1, name: GUEST_EVENT.name })).toBeVisible();
  // The name shows once, as the heading: the breadcrumb is Events / the event's series title.
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem');
  await expect(crumbs).toHaveCount(2);
  await expect(crumbs.last()).not.toHaveAttribute('aria-current');
  await expect(page.getByRole('main').getByText(GUEST_EVENT.name, { exact: true })).toHaveCount(1);
  await expect(page).toHaveTitle(`${GUEST_EVENT.name} · LWL`);
  await expect(page.getByRole('heading', { level: 2, name: 'Refund & Cancellation Policy' })).toBeVisible();
  await expect(page.locator('.event-policy li')).toHaveCount(3);
  await expect(page.getByText('No Event selected yet, Please select the Event First')).toBeVisible();
  // Only the plans the guest may buy have a quantity selector (options 0 to 5, default 0).
  const quantity = page.getByRole('combobox', { name: 'Quantity for Non Member' });
  await expect(quantity).toHaveValue('0');
  await expect(quantity.locator('option')).toHaveText(['0', '1', '2', '3', '4', '5']);
  await expect(page.getByRole('combobox', { name: 'Quantity for Titan' })).toHaveCount(0);

  // Quantity 0: Book Now is disabled and says why.
  const bookNow = page.getByRole('button', { name: 'Book Now' });
  await expect(bookNow).toBeDisabled();
  await expect(page.getByText('Choose how many tickets', { exact: true })).toBeVisible();
  await expect(bookNow).toHaveAccessibleDescription(/Choose how many tickets/);

  await choosePlan(page, 'Non Member', '3');
  await expect(page.getByText('₹13,500', { exact: true })).toBeVisible();
  await expect(page.getByText('No Event selected yet, Please select the Event First')).toHaveCount(0);
  await expect(page.getByText('Choose how many tickets')).toHaveCount(0);
  await expect(bookNow).toBeEnabled();
  await page.getByRole('combobox', { name: 'Quantity for Non Member' }).selectOption('0');
  await expect(bookNow).toBeDisabled();
  await expectAccessible(page);
});

test('related events open with a full page load', async ({ page }) => {
  await openEvent(page, GUEST_EVENT.slug);
  const related = page.getByRole('region', { name: 'Related Events' }).getByRole('link').first();
  const href = await related.getAttribute('href');
  expect(href).toMatch(/^\/event\//);
  const navigation = page.waitForEvent('load');
  await related.click();
  await navigation;
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { level: 2, name: 'About The Event' })).toBeVisible();
});

test('a guest sees "Sign in for member price" on member rows and comes back to the event after login', async ({
  page,
}) => {
  await openEvent(page, GUEST_EVENT.slug);
  const signIn = page.getByRole('link', { name: 'Sign in for member price: Titan' });
  await expect(signIn).toBeVisible();
  await expect(page.getByText('Not available for your membership')).toHaveCount(0);
  await signIn.click();
  await expect(page).toHaveURL(new RegExp(`/login\\?next=%2Fevent%2F${GUEST_EVENT.slug}$`));
  await page.getByLabel('Email').fill(TITAN.email);
  await page.getByLabel('Password', { exact: true }).fill(TITAN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(new RegExp(`/event/${GUEST_EVENT.slug}$`));
  await expect(page.getByRole('combobox', { name: 'Quantity for Titan' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Sign in for member price/ })).toHaveCount(0);
});

test('fits a 390 px screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openEvent(page, GUEST_EVENT.slug);
  await expectNoSideScroll(page);
  await choosePlan(page, 'Non Member', '1');
  await page.getByRole('button', { name: 'Book Now' }).click();
  await expect(page.getByRole('dialog', { name: 'Personal Details' })).toBeVisible();
  await expectNoSideScroll(page);
});

test('at 1280 × 800 the name, date, time, venue and the price selector show without scrolling', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openEvent(page, GUEST_EVENT.slug);
  await expect(page.getByRole('heading', { level: 1, name: GUEST_EVENT.name })).toBeInViewport();
  for (const fact of ['Date', 'Time', 'Venue'])
    await expect(page.getByText(fact, { exact: true })).toBeInViewport();
  await expect(page.getByRole('radio', { name: /^Non Member/ })).toBeInViewport();
  await expect(page.getByRole('combobox', { name: 'Quantity for Non Member' })).toBeInViewport();
});
