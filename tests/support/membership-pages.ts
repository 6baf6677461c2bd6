/**
 * Helpers of the membership marketing pages' specs. The mock is reached through this lane's
 * API_ORIGIN (support/mock.ts points at the default port only).
 */
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { API_ORIGIN } from './lane.ts';

/** Restores the seed and clears sticky scenarios of this lane's mock. */
export async function resetLaneMock(request: APIRequestContext): Promise<void> {
  expect((await request.post(`${API_ORIGIN}/__mock/reset`, { data: {} })).ok()).toBe(true);
  expect((await request.delete(`${API_ORIGIN}/__mock/scenarios`, { data: {} })).ok()).toBe(true);
}

/** Makes an operation answer a documented status until the scenarios are cleared. */
export async function forceLaneStatus(
  request: APIRequestContext,
  operation: string,
  status: number,
): Promise<void> {
  const response = await request.put(`${API_ORIGIN}/__mock/scenarios`, { data: { [operation]: status } });
  expect(response.ok()).toBe(true);
}

/** No horizontal scrolling: the page is no wider than the window. */
export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

/** A plan card (list item) of a pricing list, found by its duration heading. */
export function planCard(list: Locator, duration: string): Locator {
  return list
    .getByRole('listitem')
    .filter({ has: list.page().getByRole('heading', { name: duration, exact: true }) });
}

/** Stops the page's clock (after `page.clock.install()` and the page load) so timers run only on demand. */
export async function pauseClock(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
}
