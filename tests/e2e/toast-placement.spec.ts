/**
 * Toasts sit at the top right under the sticky header, never over its controls; on a phone they
 * span the width at the bottom, clear of the page's heading. A refused login is the toast a visitor
 * meets first.
 */
import type { Page } from '@playwright/test';
import { TITAN } from '../support/accounts.ts';
import { toast } from '../support/benefit-pages.ts';
import { expect, test } from '../support/test.ts';

async function refusedLogin(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(TITAN.email);
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('main').getByRole('button', { name: 'Login' }).click();
  const shown = toast(page, 'Invalid email or password.').first();
  await expect(shown).toBeVisible();
  // Measured once sonner's entry transition has ended.
  await shown.evaluate((element) =>
    Promise.all(element.getAnimations().map((animation) => animation.finished)),
  );
  const box = await shown.boundingBox();
  const header = await page.locator('header.site-header').boundingBox();
  const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
  expect(box && header && heading).toBeTruthy();
  return {
    box: box ?? { x: 0, y: 0, width: 0, height: 0 },
    headerBottom: (header?.y ?? 0) + (header?.height ?? 0),
    heading: heading ?? { x: 0, y: 0, width: 0, height: 0 },
  };
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test('desktop: top right, under the header, clear of the heading', async ({ page }) => {
  const { box, headerBottom, heading } = await refusedLogin(page);
  expect(overlaps(box, heading)).toBe(false);
  expect(box.y).toBeGreaterThanOrEqual(headerBottom);
  expect(box.x + box.width).toBeGreaterThan(1280 - 60);
  expect(box.x).toBeGreaterThan(1280 / 2);
});

test('phone: the full width at the bottom, clear of the heading', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { box, heading } = await refusedLogin(page);
  expect(box.x).toBeLessThanOrEqual(12);
  expect(box.width).toBeGreaterThanOrEqual(390 - 24);
  expect(box.y + box.height).toBeLessThanOrEqual(844);
  expect(box.y + box.height).toBeGreaterThan(844 - 100);
  expect(box.y).toBeGreaterThan(heading.y + heading.height);
});
