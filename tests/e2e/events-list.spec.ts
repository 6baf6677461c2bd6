/** /upcoming-events, /past-events and the thank-you, ticket and loader pages. */
import { TITAN } from '../support/accounts.ts';
import { expectAccessible } from '../support/axe.ts';
import { PAST_EVENT } from '../support/checkout.ts';
import { signInByApi } from '../support/session.ts';
import { expect, test } from '../support/test.ts';

test('shows 6 events, Load More shows the rest, a category chip filters and resets to 6', async ({
  page,
}) => {
  await page.goto('/upcoming-events');
  const grid = page.getByRole('list', { name: 'Upcoming events' });
  await expect(grid.getByRole('listitem')).toHaveCount(6);
  const first = grid.getByRole('listitem').first();
  await expect(first.getByRole('heading', { level: 2 })).toBeVisible();
  await expect(first).toContainText(/\d{1,2} [A-Z][a-z]+ \d{4}/);
  await expect(first).toContainText(/\d{2}:\d{2} [AP]M to \d{2}:\d{2} [AP]M IST/);

  await page.getByRole('button', { name: 'Load More' }).click();
  await expect(grid.getByRole('listitem')).toHaveCount(10);
  await expect(page.getByRole('button', { name: 'Load More' })).toHaveCount(0);

  const chips = page.getByRole('group', { name: 'Filter by category' }).getByRole('button');
  await expect(chips.first()).toHaveText('All');
  await expect(chips.first()).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Wellness' }).click();
  await expect(page.getByRole('button', { name: 'Wellness' })).toHaveAttribute('aria-pressed', 'true');
  const wellness = page.getByRole('list', { name: 'Wellness events' });
  await expect(wellness.getByRole('listitem')).toHaveCount(2);

  await page.getByRole('button', { name: 'All', exact: true }).click();
  await expect(grid.getByRole('listitem')).toHaveCount(6);
  await expectAccessible(page);

  const card = grid.getByRole('link').first();
  const href = await card.getAttribute('href');
  await card.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { level: 2, name: 'About The Event' })).toBeVisible();
});

test('the first card image loads with the page, the first row’s others once it is on screen', async ({
  page,
}) => {
  // When each event image was asked for, and when the page marked itself loaded (lib/page-loaded.ts).
  await page.addInitScript(() => {
    const seen: { images: [string, number][]; loadedAt: number | null } = { images: [], loadedAt: null };
    Object.assign(window, { __imageTimes: seen });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (entry.name.includes('/images/events/')) seen.images.push([entry.name, entry.startTime]);
    }).observe({ type: 'resource', buffered: true });
    // On the document, not its <html>: the init script runs before the parser makes that element.
    new MutationObserver(() => {
      if (seen.loadedAt === null && document.documentElement.hasAttribute('data-page-loaded'))
        seen.loadedAt = performance.now();
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-page-loaded'] });
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/upcoming-events');
  const cards = page.getByRole('list', { name: 'Upcoming events' }).locator('img');
  // The first row (three cards at 1280 px) shows its images.
  for (const index of [0, 1, 2])
    await expect
      .poll(() =>
        cards.nth(index).evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
      )
      .toBeGreaterThan(0);
  const times = await page.evaluate(
    () =>
      (window as unknown as { __imageTimes: { images: [string, number][]; loadedAt: number } }).__imageTimes,
  );
  const firstSrc = await cards.first().getAttribute('src');
  const before = times.images.filter(([, at]) => at < times.loadedAt).map(([url]) => url);
  expect(before).toEqual([firstSrc]);
  expect(times.images.length).toBeGreaterThanOrEqual(3);
});

test('past events open their event page', async ({ page }) => {
  await page.goto('/past-events');
  await expect(page.getByRole('heading', { level: 1, name: 'Past Events' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: new RegExp(PAST_EVENT.name) }).click();
  await expect(page).toHaveURL(new RegExp(`/event/${PAST_EVENT.slug}$`));
});

test('/ticket tells a guest that tickets are e-mailed, and lists a member’s upcoming tickets', async ({
  page,
  request,
}) => {
  await page.goto('/ticket');
  await expect(page.getByText(/e-mailed/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in to see your tickets' })).toBeVisible();
  await expectAccessible(page);

  await signInByApi(page, request, TITAN);
  await page.goto('/ticket');
  await expect(page.getByRole('heading', { level: 2, name: 'Women in Leadership Summit' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Events details' })).toHaveAttribute('href', '/profile');
  // axe on a member's /ticket: the route sweep's (routes.spec.ts).
});

test('/loader sends a guest to /upcoming-events and a member to the dashboard', async ({ page, request }) => {
  await page.goto('/loader');
  await expect(page).toHaveURL(/\/upcoming-events$/);
  await signInByApi(page, request, TITAN);
  await page.goto('/loader');
  await expect(page).toHaveURL(/\/$/);
});
