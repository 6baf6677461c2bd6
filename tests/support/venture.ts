/** Helpers of the Venture Vault end-to-end tests (this lane's mock, the page's sections). */
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { API_ORIGIN } from './lane.ts';

/** Restores the lane's mock seed and clears forced scenarios. */
export async function resetVentureMock(request: APIRequestContext): Promise<void> {
  expect((await request.post(`${API_ORIGIN}/__mock/reset`, { data: {} })).ok()).toBe(true);
  expect((await request.delete(`${API_ORIGIN}/__mock/scenarios`, { data: {} })).ok()).toBe(true);
}

/** Opens /venture-vault and waits for the packages from `GET ventures`. */
export async function openVentureVault(page: Page): Promise<void> {
  await page.goto('/venture-vault');
  // The first load can be slow on a busy machine: the route chunk loads before the heading.
  await expect(page.getByRole('heading', { level: 1, name: 'Venture Vault' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('button', { name: /^BOOK NOW/ }).first()).toBeVisible();
}

/** The booking modal of a package, opened with its BOOK NOW button. */
export async function openBooking(page: Page, group: string) {
  await page.getByRole('button', { name: `BOOK NOW: ${group}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Book Your Pass' });
  await expect(dialog).toBeVisible();
  return dialog;
}

export async function expectNoSideScroll(page: Page): Promise<void> {
  const fits = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(fits).toBe(true);
}
