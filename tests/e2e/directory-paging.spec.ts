/** /all-members: guarded, 20 members a page, at most 5 page buttons. */
import type { Page } from '@playwright/test';
import { TITAN } from '../support/accounts.ts';
import { expectAccessible } from '../support/axe.ts';
import { signIn } from '../support/session.ts';
import { expect, test } from '../support/test.ts';

const cards = (page: Page) => page.getByRole('list', { name: /^Members, page/ }).getByRole('article');
const pageButtons = (page: Page) =>
  page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: /^Page \d+$/ });

test('a guest is sent to /login', async ({ page }) => {
  await page.goto('/all-members');
  await expect(page).toHaveURL(/\/login$/);
});

test('a member pages through the directory', async ({ page }) => {
  await signIn(page, TITAN);
  await page.goto('/all-members');
  await expect(cards(page)).toHaveCount(20);
  const first = cards(page).first();
  await expect(first).toContainText('titan@lwl.test');
  await expect(first).toContainText('Titan');
  await expect(first).toContainText('Rao Ventures Pvt Ltd');
  await expect(first).toContainText('Mumbai');
  await expect(first).toContainText('Finance');
  await expect(pageButtons(page)).toHaveText(['1', '2', '3', '4', '5']);
  await expect(page.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await expectAccessible(page);

  const firstNames = await cards(page).getByRole('heading').allInnerTexts();
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(cards(page)).toHaveCount(20);
  await expect(cards(page).first()).not.toContainText('titan@lwl.test');
  const secondNames = await cards(page).getByRole('heading').allInnerTexts();
  expect(secondNames.filter((name) => firstNames.includes(name))).toEqual([]);
});

test('the page buttons follow the current page, at most 5, up to the last page', async ({ page }) => {
  await signIn(page, TITAN);
  await page.goto('/all-members');
  await expect(cards(page)).toHaveCount(20);
  await page.getByRole('button', { name: 'Page 5' }).click();
  await expect(page.getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
  await expect(pageButtons(page)).toHaveText(['3', '4', '5', '6', '7']);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('button', { name: 'Page 7' })).toHaveAttribute('aria-current', 'page');
  await expect(cards(page)).toHaveCount(10);
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  expect(await pageButtons(page).count()).toBeLessThanOrEqual(5);
});

test('a member finds a member by company from the directory: the search covers every member', async ({
  page,
}) => {
  await signIn(page, TITAN);
  await page.goto('/all-members');
  const search = page
    .getByRole('main')
    .getByRole('searchbox', { name: 'Find a member by name, company or city' });
  await search.fill('Rao Ventures');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/globalSearch\?search=Rao%20Ventures$/);
  const members = page.getByRole('region', { name: /^Members/ });
  await expect(members.getByText('Ananya Rao')).toBeVisible();
});
