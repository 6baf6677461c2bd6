/**
 * Every buyer, every failure: a shared event link or the events list on a shaky phone (390 px). A server
 * failure or no answer leaves the reader where they are, says what could not be loaded and offers
 * 'Try again'; the offline note shows while the browser is offline, and a failed page loads again when
 * the connection returns. An unknown event keeps the specs' toast and trip to /upcoming-events.
 */
import type { Page } from '@playwright/test';
import { expectToast } from '../support/benefit-pages.ts';
import { forceLaneStatus, GUEST_EVENT } from '../support/checkout.ts';
import { API_ORIGIN, MOCK_ORIGIN } from '../support/lane.ts';
import { expect, test } from '../support/test.ts';

const EVENT_CALL = `${API_ORIGIN}/api/events/${GUEST_EVENT.slug}`;
const EVENTS_CALL = `${API_ORIGIN}/api/events`;

const failure = (page: Page, what: string) => page.getByRole('alert').filter({ hasText: what });
const offlineNote = (page: Page) => page.getByRole('status').filter({ hasText: "You're offline." });

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
});

test("a 500 on a shared event link stays on the page with 'Try again', which loads the event", async ({
  page,
  request,
}) => {
  await forceLaneStatus(request, 'GET events/{slug}', 500);
  await page.goto(`/event/${GUEST_EVENT.slug}`);
  const alert = failure(page, 'This event could not be loaded.');
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('Something went wrong,Please try again.');
  await expect(alert.getByRole('button', { name: 'Try again' })).toBeInViewport();
  await expect(page).toHaveURL(new RegExp(`/event/${GUEST_EVENT.slug}$`));

  expect((await request.delete(`${MOCK_ORIGIN}/__mock/scenarios`, { data: {} })).ok()).toBe(true);
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: GUEST_EVENT.name })).toBeVisible();
  await expect(alert).toHaveCount(0);
});

test('with no network an event link fails in place; the offline note shows; the connection coming back loads it', async ({
  page,
  context,
}) => {
  await page.route(EVENT_CALL, (route) => route.abort('internetdisconnected'));
  await page.goto(`/event/${GUEST_EVENT.slug}`);
  await expect(failure(page, 'This event could not be loaded.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/event/${GUEST_EVENT.slug}$`));

  await context.setOffline(true);
  await expect(offlineNote(page)).toBeVisible();
  await page.unroute(EVENT_CALL);
  await context.setOffline(false);
  // No click: the page was waiting for the connection.
  await expect(page.getByRole('heading', { level: 1, name: GUEST_EVENT.name })).toBeVisible();
  await expect(offlineNote(page)).toHaveCount(0);
  await expect(failure(page, 'could not be loaded')).toHaveCount(0);
});

test("an unknown event says 'Something went wrong,Please try again.' and goes to /upcoming-events", async ({
  page,
}) => {
  await page.goto('/event/no-such-event');
  await expectToast(page, 'Something went wrong,Please try again.');
  await expect(page).toHaveURL(/\/upcoming-events$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Upcoming Events' })).toBeVisible();
});

test("a 500 on /upcoming-events says so instead of 'No Upcoming event'; 'Try again' loads the events", async ({
  page,
  request,
}) => {
  await forceLaneStatus(request, 'GET events', 500);
  await page.goto('/upcoming-events');
  const alert = failure(page, 'The upcoming events could not be loaded.');
  await expect(alert).toBeVisible();
  await expect(page.getByText('No Upcoming event')).toHaveCount(0);

  expect((await request.delete(`${MOCK_ORIGIN}/__mock/scenarios`, { data: {} })).ok()).toBe(true);
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('list', { name: 'Upcoming events' }).getByRole('link').first()).toBeVisible();
  await expect(alert).toHaveCount(0);
});

test('with no network /upcoming-events fails in place, and Try again loads the events once it is back', async ({
  page,
}) => {
  await page.route(EVENTS_CALL, (route) => route.abort('internetdisconnected'));
  await page.goto('/upcoming-events');
  const alert = failure(page, 'The upcoming events could not be loaded.');
  await expect(alert).toBeVisible();
  // Still down: trying again fails again, in place.
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(alert).toBeVisible();

  await page.unroute(EVENTS_CALL);
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('list', { name: 'Upcoming events' }).getByRole('link').first()).toBeVisible();
});

test("a page's code that fails to download says so once, with 'Try again', which loads the page", async ({
  page,
}) => {
  const pageCode = /\/(assets|src\/features\/events)\/event-detail-page[^/]*$/;
  let asked = 0;
  await page.route(pageCode, (route) => {
    asked += 1;
    return route.abort('internetdisconnected');
  });
  await page.goto(`/event/${GUEST_EVENT.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong.' })).toBeVisible();
  // Asked for once by the HTML's preload and once by the app, not again and again.
  await page.waitForTimeout(500);
  expect(asked).toBeLessThanOrEqual(2);

  await page.unroute(pageCode);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: GUEST_EVENT.name })).toBeVisible();
});
