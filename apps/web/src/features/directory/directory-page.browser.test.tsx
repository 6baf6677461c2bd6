import { type DirectoryEntry, directoryEndpoints, exampleDirectoryEntries } from '@lwl/schemas';
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { expectAccessible } from '../../testing/axe.ts';
import { fakeApi } from '../../testing/fake-api.ts';
import { renderApp, signIn } from '../../testing/render-app.tsx';
import { Component as DirectoryPage } from './directory-page.tsx';

const TOTAL = 130;
const [template] = exampleDirectoryEntries;
if (!template) throw new Error('The directory example has no entry.');
const MEMBERS: DirectoryEntry[] = Array.from({ length: TOTAL }, (_, index) => ({
  ...template,
  first_name: 'Member',
  last_name: String(index + 1),
  email: `member-${index + 1}@example.com`,
}));

async function openDirectory() {
  signIn();
  const api = fakeApi().on(directoryEndpoints['GET all-members'], ({ input }) => {
    const start = Number(input.start);
    return { status: 1, data: MEMBERS.slice(start, start + Number(input.limit)), total: TOTAL };
  });
  await renderApp(<DirectoryPage />, { path: '/all-members' });
  await expect.element(cards(1).first()).toBeVisible();
  return api;
}

const cards = (pageNumber: number) =>
  page.getByRole('list', { name: `Members, page ${pageNumber}` }).getByRole('article');
const pager = () => page.getByRole('navigation', { name: 'Pages' });
const pageButtons = () => pager().getByRole('button', { name: /^Page \d+$/ });
const pageButton = (n: number) => pager().getByRole('button', { name: `Page ${n}`, exact: true });
const texts = (locator: ReturnType<typeof pageButtons>) =>
  locator.elements().map((element) => element.textContent);

describe('the member directory', () => {
  test('shows 20 members a page with their facts, 5 page buttons, the current one marked', async () => {
    await openDirectory();
    expect(cards(1).elements()).toHaveLength(20);
    const first = cards(1).first();
    await expect.element(first.getByRole('heading', { name: 'Member 1' })).toBeVisible();
    for (const fact of [
      'member-1@example.com',
      template.activebookings?.membership ?? '',
      template.company_name ?? '',
      template.city ?? '',
      template.industry ?? '',
    ]) {
      await expect.element(first).toHaveTextContent(fact);
    }
    expect(texts(pageButtons())).toEqual(['1', '2', '3', '4', '5']);
    await expect.element(pageButton(1)).toHaveAttribute('aria-current', 'page');
    await expect.element(pager().getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect.element(page.getByText(`${TOTAL} members of the LWL community.`)).toBeVisible();
    await expectAccessible();
  });

  test('a page button loads that page', async () => {
    const api = await openDirectory();
    await pageButton(2).click();
    await expect.element(pageButton(2)).toHaveAttribute('aria-current', 'page');
    await expect.element(cards(2).first().getByRole('heading', { name: 'Member 21' })).toBeVisible();
    expect(cards(2).elements()).toHaveLength(20);
    expect(api.callsOf(directoryEndpoints['GET all-members']).at(-1)?.input).toMatchObject({
      start: '20',
      limit: '20',
    });
  });

  test('the page buttons follow the current page, at most 5, up to the last page', async () => {
    await openDirectory();
    await pageButton(5).click();
    await expect.element(pageButton(5)).toHaveAttribute('aria-current', 'page');
    expect(texts(pageButtons())).toEqual(['3', '4', '5', '6', '7']);
    const next = pager().getByRole('button', { name: 'Next' });
    await next.click();
    await expect.element(pageButton(6)).toHaveAttribute('aria-current', 'page');
    await next.click();
    await expect.element(pageButton(7)).toHaveAttribute('aria-current', 'page');
    await expect.element(cards(7).first().getByRole('heading', { name: 'Member 121' })).toBeVisible();
    expect(cards(7).elements()).toHaveLength(10);
    await expect.element(next).toBeDisabled();
    expect(pageButtons().elements().length).toBeLessThanOrEqual(5);
  });
});
