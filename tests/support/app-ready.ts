/**
 * Pages written at build time (/login, /membership, /india-membership, /venture-vault) show their HTML,
 * inert, until the app takes over. Playwright's clicks and fills wait for that on their own (an inert
 * element takes no input); `focus()`, scrolling and key presses do not, so a test that starts with one of
 * them waits for the app first.
 */
import { expect, type Page } from '@playwright/test';

export async function appInControl(page: Page): Promise<void> {
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
}
