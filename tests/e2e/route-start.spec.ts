/**
 * What the production HTML starts before the app's code (apps/web/route-start-plugin.ts, from the route
 * table's `page` and `firstRead`): the page's chunks as preloads, and its first screen's API read, which
 * the page's own call then takes instead of asking again.
 */
import path from 'node:path';
import { lane } from '../support/lane.ts';
import { expect, test } from '../support/test.ts';

const { routes } = (await import(path.join(lane.repoRoot, 'apps/web/src/app/routes.ts'))) as {
  routes: readonly { path: string; page?: string; firstRead?: string }[];
};
const READS = routes.filter((route) => route.firstRead).map((route) => route.path);

const pages = [
  { visit: '/upcoming-events', read: '/api/events', chunk: 'upcoming-events-page' },
  {
    visit: '/event/women-in-leadership-summit',
    read: '/api/events/women-in-leadership-summit',
    chunk: 'event-detail-page',
  },
  { visit: '/venture-vault', read: '/api/ventures', chunk: 'venture-vault-page' },
] as const;

test('the data pages of the route table are the ones with a first read', () => {
  expect(READS).toEqual(['/upcoming-events', '/event/:id', '/venture-vault']);
});

for (const { visit, read, chunk } of pages) {
  test(`${visit} asks for its page chunk and its data before the app's code has run, and reads once`, async ({
    page,
  }) => {
    const events: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.method() === 'GET' && url.pathname === read) events.push('read');
      if (url.pathname.includes(`/${chunk}-`)) events.push('chunk');
    });
    // The framework arrives late: whatever starts before it is the HTML's own doing.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/framework-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(visit, { waitUntil: 'commit' });
    await expect.poll(() => events.filter((event) => event === 'read').length).toBe(1);
    expect(events).toContain('chunk');
    release();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.locator('.loading-overlay')).toHaveCount(0);
    expect(events.filter((event) => event === 'read')).toHaveLength(1);
  });
}

test('a page without a first read asks the API for nothing at start', async ({ page }) => {
  const reads: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) reads.push(request.url());
  });
  await page.goto('/membership');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(reads).toEqual([]);
});
