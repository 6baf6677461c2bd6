/** Helpers of the Venture Vault end-to-end tests (this lane's mock, the page's sections). */
import { expect, type Page } from '@playwright/test';

/**
 * Opens /venture-vault, scrolls to the packages (the list loads when the reader comes near it) and
 * waits for them, from `GET ventures`. The page scrolls back to the top, as a reader would after looking.
 */
export async function openVentureVault(page: Page): Promise<void> {
  await page.goto('/venture-vault');
  // The first load can be slow on a busy machine. The page's HTML already says "Venture Vault"
  // (written at build time); the edition's year comes with the app and the server's answer.
  await expect(page.getByRole('heading', { level: 1, name: /^Venture Vault \d{4}$/ })).toBeVisible({
    timeout: 15_000,
  });
  await page.getByRole('heading', { level: 2, name: 'Choose your package' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('button', { name: /^BOOK NOW/ }).first()).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Scrolls to the end of the page, where the last sections load once the reader comes near them. */
export async function scrollToPageEnd(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(page.getByRole('heading', { level: 2, name: 'Frequently asked questions' })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
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
