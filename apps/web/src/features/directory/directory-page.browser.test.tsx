import { type DirectoryEntry, directoryEndpoints, exampleDirectoryEntries } from '@lwl/schemas';
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { expectAccessible } from '../../testing/axe.ts';
import { answer, fakeApi } from '../../testing/fake-api.ts';
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

/** The server; while `down.page` names a page, that page answers 500. */
function directoryApi(down: { page: number | null }) {
  return fakeApi().on(directoryEndpoints['GET all-members'], ({ input }) => {
    const start = Number(input.start);
    if (down.page !== null && start === (down.page - 1) * 20) {
      return answer(500, { status: 0, message: 'Server error' });
    }
    return { status: 1, data: MEMBERS.slice(start, start + Number(input.limit)), total: TOTAL };
  });
}

async function openDirectory(path = '/all-members', down: { page: number | null } = { page: null }) {
  signIn();
  const api = directoryApi(down);
  const screen = await renderApp(<DirectoryPage />, { path });
  return { api, screen };
}

const cards = (pageNumber: number) =>
  page.getByRole('list', { name: `Members, page ${pageNumber} of 7` }).getByRole('article');
const pager = () => page.getByRole('navigation', { name: 'Pages' });
const pageLinks = () => pager().getByRole('link', { name: /^Page \d+$/ });
const pageLink = (n: number) => pager().getByRole('link', { name: `Page ${n}`, exact: true });
const texts = (locator: ReturnType<typeof pageLinks>) =>
  locator.elements().map((element) => element.textContent);
const listHeading = (n: number) => page.getByRole('heading', { level: 2, name: `Members, page ${n} of 7` });

describe('the member directory', () => {
  test('shows 20 members a page with their facts, 5 page links, the current one marked', async () => {
    await openDirectory();
    await expect.element(cards(1).first()).toBeVisible();
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
    expect(texts(pageLinks())).toEqual(['1', '2', '3', '4', '5']);
    await expect.element(pageLink(1)).toHaveAttribute('aria-current', 'page');
    await expect.element(pageLink(2)).toHaveAttribute('href', '/all-members?page=2');
    await expect.element(pageLink(1)).toHaveAttribute('href', '/all-members');
    // No Previous on the first page (a dimmed mark only, hidden from screen readers).
    expect(pager().getByRole('link', { name: 'Previous' }).elements()).toHaveLength(0);
    await expect.element(page.getByText(`${TOTAL} members of the LWL community.`)).toBeVisible();
    await expectAccessible();
  });

  test('a page link loads that page, puts it in the address and focuses the list heading', async () => {
    const { api, screen } = await openDirectory();
    await expect.element(cards(1).first()).toBeVisible();
    await pageLink(2).click();
    await expect.element(pageLink(2)).toHaveAttribute('aria-current', 'page');
    await expect.element(cards(2).first().getByRole('heading', { name: 'Member 21' })).toBeVisible();
    expect(cards(2).elements()).toHaveLength(20);
    expect(screen.location().search).toBe('?page=2');
    expect(api.callsOf(directoryEndpoints['GET all-members']).at(-1)?.input).toMatchObject({
      start: '20',
      limit: '20',
    });
    await expect.element(listHeading(2)).toHaveFocus();
    await expect.element(listHeading(2)).toBeInViewport();
  });

  test('opens at the page of the address; the links follow the current page up to the last one', async () => {
    const { screen } = await openDirectory('/all-members?page=5');
    await expect.element(pageLink(5)).toHaveAttribute('aria-current', 'page');
    await expect.element(cards(5).first().getByRole('heading', { name: 'Member 81' })).toBeVisible();
    expect(texts(pageLinks())).toEqual(['3', '4', '5', '6', '7']);
    const next = pager().getByRole('link', { name: 'Next' });
    await next.click();
    await expect.element(pageLink(6)).toHaveAttribute('aria-current', 'page');
    await next.click();
    await expect.element(pageLink(7)).toHaveAttribute('aria-current', 'page');
    await expect.element(cards(7).first().getByRole('heading', { name: 'Member 121' })).toBeVisible();
    expect(cards(7).elements()).toHaveLength(10);
    expect(pager().getByRole('link', { name: 'Next' }).elements()).toHaveLength(0);
    expect(screen.location().search).toBe('?page=7');
    await pager().getByRole('link', { name: 'Previous' }).click();
    await expect.element(pageLink(6)).toHaveAttribute('aria-current', 'page');
  });

  test('a page beyond the last shows the last page; the address says so', async () => {
    const { screen } = await openDirectory('/all-members?page=999');
    await expect.element(pageLink(7)).toHaveAttribute('aria-current', 'page');
    expect(screen.location().search).toBe('?page=7');
  });

  test('a page that is no number shows the first page at its plain address', async () => {
    const { screen } = await openDirectory('/all-members?page=abc');
    await expect.element(cards(1).first()).toBeVisible();
    await expect.element(pageLink(1)).toHaveAttribute('aria-current', 'page');
    expect(screen.location().search).toBe('');
  });

  test("a page that fails keeps the last one shown, says which page, and 'Try again' loads it", async () => {
    const down = { page: 3 as number | null };
    await openDirectory('/all-members', down);
    await expect.element(cards(1).first()).toBeVisible();
    await pageLink(3).click();
    const alert = page.getByRole('alert');
    await expect.element(alert).toHaveTextContent('Page 3 of the directory could not be loaded.');
    await expect.element(alert).toHaveTextContent('Something went wrong, Please try again.');
    expect(cards(1).elements()).toHaveLength(20);
    await expectAccessible();
    down.page = null;
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect.element(cards(3).first().getByRole('heading', { name: 'Member 41' })).toBeVisible();
    expect(page.getByRole('alert').elements()).toHaveLength(0);
  });
});
