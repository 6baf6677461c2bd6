/**
 * /all-members: the page in the address (`?page=3`): links, Back and reload; the list's heading in view
 * and focused after a change of page; junk and out-of-range pages; and the search across every member.
 */
import type { Page } from '@playwright/test';
import { TITAN } from '../support/accounts.ts';
import { signInByApi } from '../support/session.ts';
import { expect, test } from '../support/test.ts';

const cards = (page: Page) => page.getByRole('list', { name: /^Members, page/ }).getByRole('article');
const pageLink = (page: Page, n: number) =>
  page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: `Page ${n}`, exact: true });
const listHeading = (page: Page, n: number) =>
  page.getByRole('heading', { level: 2, name: new RegExp(`^Members, page ${n} of \\d+$`) });

/** The first member's name on the page shown. */
const firstName = (page: Page) => cards(page).first().getByRole('heading').textContent();

test('on a phone, page links go into the address; Back steps back a page, reload keeps it', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInByApi(page, request, TITAN);
  await page.goto('/all-members?page=2');
  await expect(pageLink(page, 2)).toHaveAttribute('aria-current', 'page');
  const second = await firstName(page);

  // The page links are at the bottom of a long list; the next page starts at its heading.
  await pageLink(page, 3).scrollIntoViewIfNeeded();
  await pageLink(page, 3).click();
  await expect(page).toHaveURL(/\/all-members\?page=3$/);
  await expect(pageLink(page, 3)).toHaveAttribute('aria-current', 'page');
  await expect(listHeading(page, 3)).toBeInViewport();
  await expect(listHeading(page, 3)).toBeFocused();
  expect(await firstName(page)).not.toBe(second);

  await page.goBack();
  await expect(page).toHaveURL(/\/all-members\?page=2$/);
  await expect(pageLink(page, 2)).toHaveAttribute('aria-current', 'page');
  await expect(listHeading(page, 2)).toBeInViewport();
  expect(await firstName(page)).toBe(second);

  await page.reload();
  await expect(pageLink(page, 2)).toHaveAttribute('aria-current', 'page');
  expect(await firstName(page)).toBe(second);
});

test('a page that is no number is the first page, one beyond the last is the last; the address says so', async ({
  page,
  request,
}) => {
  await signInByApi(page, request, TITAN);
  await page.goto('/all-members?page=abc');
  await expect(pageLink(page, 1)).toHaveAttribute('aria-current', 'page');
  await expect(page).toHaveURL(/\/all-members$/);

  await page.goto('/all-members?page=999');
  const last = page.getByRole('navigation', { name: 'Pages' }).locator('[aria-current="page"]');
  await expect(last).toBeVisible();
  const lastPage = Number(await last.textContent());
  expect(lastPage).toBeGreaterThan(5);
  await expect(page).toHaveURL(new RegExp(`/all-members\\?page=${lastPage}$`));
  await expect(
    page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next' }),
  ).toHaveCount(0);
});

test('a member finds a member by company from the directory: the search covers every member', async ({
  page,
  request,
}) => {
  await signInByApi(page, request, TITAN);
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
