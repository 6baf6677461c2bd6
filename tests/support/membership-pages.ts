/**
XX
 * API_ORIGIN (support/mock.ts points at the default port only).
 */
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { MOCK_ORIGIN } from './lane.ts';

/** Makes an operation answer a documented status until the scenarios are cleared. */
export async function forceLaneStatus(
  request: APIRequestContext,
  operation: string,
  status: number,
): Promise<void> {
  const response = await request.put(`${MOCK_ORIGIN}/__mock/scenarios`, { data: { [operation]: status } });
  expect(response.ok()).toBe(true);
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
