/** The account area: Events details in Upcoming and Past with each order's tickets; /invoices inside the area's menu. */
import { accountEventTexts } from '@lwl/schemas';
import { TITAN } from '../support/accounts.ts';
import { expectAccessible } from '../support/axe.ts';
import { signInByApi } from '../support/session.ts';
import { expect, test } from '../support/test.ts';

test('Events details lists Upcoming before Past, each order with its tickets', async ({ page, request }) => {
  await signInByApi(page, request, TITAN);
  await page.goto('/profile?section=events');
  const upcoming = page.getByRole('region', { name: accountEventTexts.upcoming });
  const past = page.getByRole('region', { name: accountEventTexts.past });
  // The seed: an upcoming refundable ticket (2 tickets) and a past one (1 ticket).
  const summit = upcoming.getByRole('listitem').filter({ hasText: 'Women in Leadership Summit' });
  await expect(summit).toContainText(`${accountEventTexts.tickets}2`);
  await expect(summit.getByRole('button', { name: /Request refund/ })).toBeVisible();
  const bootcamp = past.getByRole('listitem').filter({ hasText: 'Negotiation Skills Bootcamp' });
  await expect(bootcamp).toContainText(`${accountEventTexts.tickets}1`);
  const headings = await page.getByRole('heading', { level: 3 }).allTextContents();
  expect(headings.indexOf(accountEventTexts.upcoming)).toBeLessThan(headings.indexOf(accountEventTexts.past));
  await expectAccessible(page);
});

for (const width of [390, 1280] as const) {
  test(`at ${width} px /invoices keeps the account area's menu, Invoices current`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInByApi(page, request, TITAN);
    await page.goto('/invoices');
    await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Account' });
    await expect(menu.getByRole('link', { name: 'Invoices' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link', { name: 'Events details' })).not.toHaveAttribute(
      'aria-current',
      /.*/,
    );
    await expect(menu.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // Beside the menu the table still fits its card: every Download button in view, no scrolling inside it.
    const card = page.locator('.invoices');
    expect(await card.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    if (width === 390) await expectAccessible(page);
    // Its menu leads back into the profile's sections.
    await menu.getByRole('link', { name: 'Events details' }).click();
    await expect(page).toHaveURL(/\/profile\?section=events$/);
    await expect(menu.getByRole('link', { name: 'Events details' })).toHaveAttribute('aria-current', 'page');
  });
}
