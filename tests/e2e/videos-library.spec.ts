/** /video: the guests' and members' libraries, the category filter and players mounted on demand. */
import type { Page } from '@playwright/test';
import { TITAN } from '../support/accounts.ts';
import { expectAccessible } from '../support/axe.ts';
import { signInByApi } from '../support/session.ts';
import { expect, test } from '../support/test.ts';

const playButtons = (page: Page) => page.getByRole('main').getByRole('button', { name: /^Play / });
const players = (page: Page) => page.locator('main iframe, main video, main .video-player');

test('a guest filters the default videos by category', async ({ page }) => {
  const loaded = page.waitForResponse((r) => r.url().endsWith('/api/default-videos'));
  await page.goto('/video');
  expect((await loaded).status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Video Library' })).toBeVisible();
  await expect(playButtons(page)).toHaveCount(7);
  const all = page.getByRole('button', { name: 'All', exact: true });
  await expect(all).toHaveAttribute('aria-pressed', 'true');
  await expectAccessible(page);

  const finance = page.getByRole('button', { name: 'Finance', exact: true });
  await finance.click();
  await expect(finance).toHaveAttribute('aria-pressed', 'true');
  await expect(all).toHaveAttribute('aria-pressed', 'false');
  await expect(playButtons(page)).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 2 })).toContainText('Finance');

  await page.getByRole('button', { name: 'Leadership', exact: true }).click();
  await expect(playButtons(page)).toHaveCount(2);
  for (const title of await playButtons(page).allInnerTexts()) expect(title).toContain('Leadership');
});

test('players are mounted only when a video is played', async ({ page }) => {
  await page.goto('/video');
  await expect(playButtons(page).first()).toBeVisible();
  await expect(players(page)).toHaveCount(0);

  const first = playButtons(page).first();
  const title = ((await first.textContent()) ?? '').replace(/^Play /, '');
  await first.click();
  const player = page.getByRole('region', { name: `${title} player` });
  await expect(player).toBeVisible();
  await expect(player.locator('img, iframe, video')).toHaveCount(1);
  await expect(players(page)).toHaveCount(1);
  await expect(playButtons(page)).toHaveCount(6);
  await expectAccessible(page);
});

test("a member gets the full library, and never the guests' list first", async ({ page, request }) => {
  await signInByApi(page, request, TITAN);
  const guestReads: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/default-videos')) guestReads.push(request.url());
  });
  const loaded = page.waitForResponse((r) => r.url().endsWith('/api/videos'));
  await page.goto('/video');
  expect((await loaded).status()).toBe(200);
  await expect(playButtons(page).first()).toBeVisible();
  expect(await playButtons(page).count()).toBeGreaterThan(7);
  expect(guestReads).toEqual([]);
});

test('a title search narrows the library, with the category, and says when nothing matches', async ({
  page,
}) => {
  await page.goto('/video');
  await expect(playButtons(page)).toHaveCount(7);
  const search = page.getByRole('searchbox', { name: 'Search video titles' });
  await search.fill('LEADING');
  await expect(page.getByText('2 videos')).toBeVisible();
  for (const title of await playButtons(page).allInnerTexts())
    expect(title.toLowerCase()).toContain('leading');
  await page.getByRole('button', { name: 'Technology', exact: true }).click();
  await expect(playButtons(page)).toHaveCount(1);
  await expect(page.getByText('1 video', { exact: true })).toBeVisible();
  await search.fill('no such talk');
  await expect(page.getByText('No videos match your search.')).toBeVisible();
  await expect(playButtons(page)).toHaveCount(0);
  await search.fill('');
  await expect(playButtons(page)).toHaveCount(1);
});
