/**
 * Helpers of the mentors, videos, search, packages and directory end-to-end tests: the contact form of
 * a named purchase dialog, and toasts.
 */
import { DYNAMIC_KEY_HEADER, dynamicKey } from '@lwl/schemas';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { BUYER } from './checkout.ts';
import { MOCK_ORIGIN } from './lane.ts';

export const OPEN_MENTOR = { slug: 'priya-sharma', name: 'Priya Sharma' } as const;
export const MEMBERS_ONLY_MENTOR = { slug: 'radhika-iyer', name: 'Radhika Iyer' } as const;

/** Fills the buyer's contact in a dialog (Personal Details, Book A Free Session). */
export async function fillContact(dialog: Locator): Promise<void> {
  await dialog.getByLabel('Name', { exact: true }).fill(BUYER.name);
  await dialog.getByLabel('Email', { exact: true }).fill(BUYER.email);
  await dialog.getByLabel('Company Name').fill(BUYER.company);
  await dialog.getByLabel('Designation').fill(BUYER.designation);
  await dialog.getByLabel('Phone Number').fill(BUYER.phone);
}

/** A toast (sonner, top right) with exactly this text. */
export function toast(page: Page, text: string): Locator {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}

export async function expectToast(page: Page, text: string): Promise<void> {
  await expect(toast(page, text).first()).toBeVisible();
}

/** `GET {path}` on the lane's API as the signed-in user of the page (its stored AuthToken). */
export async function apiGetAsPage(page: Page, request: APIRequestContext, path: string): Promise<unknown> {
  const token = await page.evaluate(() => localStorage.getItem('AuthToken'));
  const response = await request.get(`${MOCK_ORIGIN}/api/${path}`, {
    headers: {
      [DYNAMIC_KEY_HEADER]: await dynamicKey(new Date()),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
  expect(response.ok()).toBe(true);
  return response.json();
}

/** The number of entries in a `{ data: [...] }` answer. */
export function dataLength(body: unknown): number {
  if (typeof body !== 'object' || body === null || !('data' in body) || !Array.isArray(body.data)) {
    throw new Error(`Expected a { data: [...] } body, got ${JSON.stringify(body)}`);
  }
  return body.data.length;
}
