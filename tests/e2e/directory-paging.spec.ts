/** /all-members: guarded, 20 members a page, at most 5 page buttons. */
import type { Page } from '@playwright/test';
import { TITAN } from '../support/accounts.ts';
import { signIn } from '../support/session.ts';
import { expect, test } from '../support/test.ts';

const _cards = (page: Page) => page.getByRole('list', { name: /^Members, page/ }).getByRole('article');
const _pageButtons = (page: Page) =>
  page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: /^Page \d+$/ });

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
