/** /mentors and /mentors-details/{slug}: filter, members-only cards, bookings, failures. */

import { TITAN } from '../support/accounts.ts';
import { RECEIPT_URL } from '../support/after-purchase.ts';
import { expectAccessible } from '../support/axe.ts';
import {
  apiGetAsPage,
  dataLength,
  expectToast,
  fillContact,
  MEMBERS_ONLY_MENTOR,
  OPEN_MENTOR,
} from '../support/benefit-pages.ts';
import { forceLaneStatus, sandboxDialog } from '../support/checkout.ts';
import { signInByApi } from '../support/session.ts';
import { expect, test } from '../support/test.ts';

const MEMBERS_ONLY_MESSAGE =
  'The mentorship program is exclusively available to members. Please sign in to access this page and continue';

test('a guest filters mentors by industry; members-only mentors are blurred and marked', async ({ page }) => {
  await page.goto('/mentors');
  const cards = page
    .getByRole('main')
    .getByRole('link')
    .filter({ has: page.locator('.mentor-card-name') });
  await expect(cards.filter({ hasText: OPEN_MENTOR.name })).toBeVisible();
  const membersOnly = cards.filter({ hasText: MEMBERS_ONLY_MENTOR.name });
  await expect(membersOnly).toContainText('For Members Only');
  await expect(membersOnly.locator('img')).toHaveAttribute('src', /mentors-blur\//);
  await expect(cards.filter({ hasText: OPEN_MENTOR.name })).not.toContainText('For Members Only');
  await expectAccessible(page);

  const industry = page.getByLabel('Industry');
  await expect(industry.locator('option').first()).toHaveText('All');
  await industry.selectOption('Healthcare');
  await expect(cards).toHaveCount(2);
  await expect(cards.filter({ hasText: OPEN_MENTOR.name })).toHaveCount(0);
  await industry.selectOption('All');
  await expect(cards).toHaveCount(12);

  await cards.filter({ hasText: OPEN_MENTOR.name }).click();
  await expect(page).toHaveURL(new RegExp(`/mentors-details/${OPEN_MENTOR.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: OPEN_MENTOR.name })).toBeVisible();
});

test('a signed-in member sees no members-only marks', async ({ page, request }) => {
  await signInByApi(page, request, TITAN);
  await page.goto('/mentors');
  await expect(page.getByText(MEMBERS_ONLY_MENTOR.name)).toBeVisible();
  await expect(page.getByText('For Members Only')).toHaveCount(0);
});

test("a failing mentors list says so in place with 'Something went wrong,Please try again'", async ({
  page,
  request,
}) => {
  await forceLaneStatus(request, 'GET mentors', 500);
  await page.goto('/mentors');
  const alert = page.getByRole('alert').filter({ hasText: 'The mentors could not be loaded.' });
  await expect(alert).toContainText('Something went wrong,Please try again');
  await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible();
});

test("an unknown mentor says 'Record not found. Please try again later.' and goes back to /mentors", async ({
  page,
}) => {
  await page.goto('/mentors-details/no-such-mentor');
  await expectToast(page, 'Record not found. Please try again later.');
  await expect(page).toHaveURL(/\/mentors$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mentors' })).toBeVisible();
});

test('a guest is refused a members-only mentor and gets no free session button', async ({ page }) => {
  await page.goto(`/mentors-details/${MEMBERS_ONLY_MENTOR.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: MEMBERS_ONLY_MENTOR.name })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Book A Free Session' })).toHaveCount(0);
  await expect(page.getByRole('note')).toContainText(MEMBERS_ONLY_MESSAGE);
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expectToast(page, MEMBERS_ONLY_MESSAGE);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectAccessible(page);
});

test('a guest books a free session with a mentor open to non-members', async ({ page }) => {
  await page.goto(`/mentors-details/${OPEN_MENTOR.slug}`);
  await expect(page.getByText('₹7,500 + GST')).toBeVisible();
  await page.getByRole('button', { name: 'Book A Free Session' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book A Free Session' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, '[role="dialog"]');

  await dialog.getByRole('button', { name: 'Book A Free Session' }).click();
  await expect(dialog.getByText('Name is required', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Phone Number is required')).toBeVisible();
  await fillContact(dialog);
  await dialog.getByRole('button', { name: 'Book A Free Session' }).click();
  await expectToast(page, 'Your free session has been booked. We have e-mailed you how it is arranged.');
  await expect(dialog).toBeHidden();
});

test('a member pays for a session with a members-only mentor through the sandbox', async ({
  page,
  request,
}) => {
  test.slow(); // two calls, the sandbox and the 1 s redirect
  await signInByApi(page, request, TITAN);
  const before = dataLength(await apiGetAsPage(page, request, 'account-mentors'));
  await page.goto(`/mentors-details/${MEMBERS_ONLY_MENTOR.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: MEMBERS_ONLY_MENTOR.name })).toBeVisible();
  await expect(page.getByText(/^₹[\d,]+ \+ GST$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Book A Free Session' })).toBeVisible();

  await page.getByRole('button', { name: 'Pay Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Personal Details' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, '[role="dialog"]');
  await fillContact(dialog);
  const created = page.waitForResponse((r) => r.url().endsWith('/api/mentor-appointment-payment'));
  await dialog.getByRole('button', { name: 'Pay Now' }).click();
  expect((await created).status()).toBe(200);

  const sandbox = sandboxDialog(page);
  await expect(sandbox).toBeVisible();
  const confirmed = page.waitForResponse((r) => r.url().endsWith('/api/mentor-payment-callback'));
  await sandbox.getByRole('button', { name: 'Simulate success' }).click();
  expect((await confirmed).status()).toBe(200);
  await expect(page).toHaveURL(RECEIPT_URL);
  expect(dataLength(await apiGetAsPage(page, request, 'account-mentors'))).toBe(before + 1);
});

test.describe('on a phone (390 × 844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const [who, mentor] of [
    ['open to guests', OPEN_MENTOR],
    ['members only', MEMBERS_ONLY_MENTOR],
  ] as const) {
    test(`a mentor's first screen holds her name, price and booking (${who})`, async ({ page }) => {
      await page.goto(`/mentors-details/${mentor.slug}`);
      const name = page.getByRole('heading', { level: 1, name: mentor.name });
      const price = page.getByText(/^₹[\d,]+ \+ GST$/);
      const book = page.getByRole('button', { name: 'Pay Now' });
      for (const element of [name, price, book]) {
        await expect(element).toBeVisible();
        const box = await element.boundingBox();
        expect(box, 'on the page').not.toBeNull();
        // Whole, and above the fold without scrolling.
        expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(844);
      }
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    });
  }
});
