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

test('the first card image is asked for first, at high priority; the others are lazy', async ({ page }) => {
  // The order in which event images were asked for.
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __imagesAsked: seen });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (entry.name.includes('/images/events/')) seen.push(entry.name);
    }).observe({ type: 'resource', buffered: true });
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/upcoming-events');
  const cards = page.getByRole('list', { name: 'Upcoming events' }).locator('img');
  await expect(cards.first()).toHaveAttribute('fetchpriority', 'high');
  await expect(cards.first()).toHaveAttribute('loading', 'eager');
  for (const index of [1, 2, 3]) await expect(cards.nth(index)).toHaveAttribute('loading', 'lazy');
  // The first row (three cards at 1280 px) shows its images.
  for (const index of [0, 1, 2])
    await expect
      .poll(() =>
        cards.nth(index).evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
      )
      .toBeGreaterThan(0);
  const asked = await page.evaluate(() => (window as unknown as { __imagesAsked: string[] }).__imagesAsked);
  expect(asked[0]).toBe(await cards.first().evaluate((image: HTMLImageElement) => image.currentSrc));
  expect(asked.length).toBeGreaterThanOrEqual(3);
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
