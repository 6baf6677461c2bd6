/**
 * A session that ends between choosing and paying loses nothing: the specs' message on the login page
 * (through its reload), and signing in leads back to the event with the plan, the quantity and the
 * coupon, the ticket holders, the dialog open, and the payment goes through. At 390 px, axe on every screen.
 */
import { DYNAMIC_KEY_HEADER, dynamicKey } from '@lwl/schemas';
import { SESSION_EXPIRED, TITAN } from '../support/accounts.ts';
import { RECEIPT_URL } from '../support/after-purchase.ts';
import { expectAccessible } from '../support/axe.ts';
import {
  choosePlan,
  expectNoSideScroll,
  nameHolders,
  openEvent,
  sandboxDialog,
} from '../support/checkout.ts';
import { MOCK_ORIGIN } from '../support/lane.ts';
import { lookAt, money, rowValue, sandboxAmount, summary } from '../support/purchase.ts';
import { signInByApi, storedKeys } from '../support/session.ts';
import { expect, test } from '../support/test.ts';

const EVENT = { slug: 'mindful-leadership-retreat', name: 'Mindful Leadership Retreat' } as const;

test('a 401 between choosing and paying: the message, sign-in, back to the event with every choice, paid', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInByApi(page, request, TITAN);
  await openEvent(page, EVENT.slug);
  await choosePlan(page, 'Titan', '3');
  await page.getByRole('button', { name: 'Book Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Apply Coupon' });
  const coupon = dialog.getByLabel('Coupon', { exact: true });
  await coupon.fill('LWL10');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(rowValue(summary(dialog), 'Coupon discount')).toHaveText(/^− ₹/);
  // Three tickets, three holders: the first is hers, the others are named here.
  await nameHolders(dialog, 3);
  const holders = dialog.getByRole('textbox', { name: 'Name on ticket' });
  const named = await Promise.all((await holders.all()).map((field) => field.inputValue()));
  expect(named).toHaveLength(3);
  const discounted = money((await rowValue(summary(dialog), 'Total').textContent()) ?? '');

  // Her token stops working on the server, as an expired one does.
  const token = (await storedKeys(page)).AuthToken ?? '';
  const revoked = await request.post(`${MOCK_ORIGIN}/api/logout`, {
    headers: { authorization: `Bearer ${token}`, [DYNAMIC_KEY_HEADER]: await dynamicKey(new Date()) },
  });
  expect(revoked.ok()).toBe(true);

  const reloaded = page.waitForEvent('load');
  await dialog.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Fevent%2Fmindful-leadership-retreat$/);
  // The page reloads once a second later: the message is still there, word for word.
  await reloaded;
  await expect(page.getByRole('alert').filter({ hasText: SESSION_EXPIRED })).toHaveText(SESSION_EXPIRED);
  expect(await storedKeys(page)).toEqual({});
  await expectAccessible(page);
  await expectNoSideScroll(page);
  await lookAt(page, 'login-session-expired');

  await page.getByLabel('Email').fill(TITAN.email);
  await page.getByLabel('Password').fill(TITAN.password);
  await page.getByRole('button', { name: 'Login' }).click();

  // Back on the event, the dialog open again with every choice.
  await expect(page).toHaveURL(new RegExp(`/event/${EVENT.slug}$`));
  await expect(dialog).toBeVisible();
  await expect(coupon).toHaveValue('LWL10');
  // The holders' names come back too.
  for (const [index, name] of named.entries()) await expect(holders.nth(index)).toHaveValue(name);
  const box = summary(dialog);
  await expect(rowValue(box, 'Quantity')).toHaveText('3');
  await expect(box.getByText(/· Titan$/)).toBeVisible();
  await expect(rowValue(box, 'Coupon discount')).toHaveText(/^− ₹/);
  expect(money((await rowValue(box, 'Total').textContent()) ?? '')).toBe(discounted);
  await expectAccessible(page, '[role="dialog"]');
  await expectNoSideScroll(page);
  await lookAt(page, 'event-restored-after-sign-in', '[role="dialog"]');

  // The login page's message is gone with the record it came from.
  expect(await page.evaluate(() => sessionStorage.getItem('lwl.sessionReturn'))).toBeNull();

  await dialog.getByRole('button', { name: 'Pay Now' }).click();
  expect(money(await sandboxAmount(page))).toBe(discounted);
  await sandboxDialog(page).getByRole('button', { name: 'Simulate success' }).click();
  await expect(page).toHaveURL(RECEIPT_URL);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Thank You! Your payment has been received.',
  );
  await expectNoSideScroll(page);
});

test('the /login link of an expiry never leads off the site', async ({ page }) => {
  for (const next of ['//evil.example/x', 'https://evil.example/', 'javascript:alert(1)', '/no-such-page']) {
    await page.goto(`/login?next=${encodeURIComponent(next)}`);
    await page.getByLabel('Email').fill(TITAN.email);
    await page.getByLabel('Password').fill(TITAN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page, next).toHaveURL(/\/$/);
    await page.evaluate(() => localStorage.clear());
  }
});
