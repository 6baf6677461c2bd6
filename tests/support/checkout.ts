/**
 * Helpers of the events and checkout end-to-end tests: this lane's mock (reset, forced statuses),
 * the event page's booking steps and the payment sandbox's dialog.
 */
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { MOCK_ORIGIN } from './lane.ts';

/** The guest event of the seed (upcoming, open to guests). */
export const GUEST_EVENT = {
  slug: 'women-in-leadership-summit',
  name: 'Women in Leadership Summit',
} as const;
export const PAST_EVENT = {
  slug: 'negotiation-skills-bootcamp',
  name: 'Negotiation Skills Bootcamp',
} as const;

export const BUYER = {
  name: 'Asha Rao',
  email: 'asha.rao@example.com',
  company: 'Kestrel Analytics',
  designation: 'Head of Product',
  phone: '9876543210',
} as const;

/** Makes an operation answer a documented status until the next reset (`PUT /__mock/scenarios`). */
export async function forceLaneStatus(
  request: APIRequestContext,
  operation: string,
  status: number,
): Promise<void> {
  const response = await request.put(`${MOCK_ORIGIN}/__mock/scenarios`, { data: { [operation]: status } });
  expect(response.ok()).toBe(true);
}

/** Opens an event page and waits for its booking panel. */
export async function openEvent(page: Page, slug: string): Promise<void> {
  await page.goto(`/event/${slug}`);
  await expect(page.getByRole('heading', { level: 2, name: 'About The Event' })).toBeVisible();
}

/** Chooses the plan the caller may buy (the one with a quantity selector) and a quantity. */
export async function choosePlan(page: Page, plan: string, quantity: string): Promise<void> {
  await page.getByRole('combobox', { name: `Quantity for ${plan}` }).selectOption(quantity);
  await expect(page.getByRole('radio', { name: new RegExp(`^${plan}`) })).toBeChecked();
}

/** Book Now, then the guest's 'Personal Details' dialog. */
export async function openPersonalDetails(page: Page) {
  await page.getByRole('button', { name: 'Book Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Personal Details' });
  await expect(dialog).toBeVisible();
  return dialog;
}

export async function fillBuyer(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Personal Details' });
  await dialog.getByLabel('Name', { exact: true }).fill(BUYER.name);
  await dialog.getByLabel('Email', { exact: true }).fill(BUYER.email);
  await dialog.getByLabel('Company Name', { exact: true }).fill(BUYER.company);
  await dialog.getByLabel('Designation', { exact: true }).fill(BUYER.designation);
  await dialog.getByLabel('Phone Number', { exact: true }).fill(BUYER.phone);
  await nameHolders(dialog);
}

/**
 * An order of several tickets names one holder per ticket: the first is the buyer's (prefilled), the
 * others are filled in here ('Guest 2', …) where still empty; `tickets`, when given, is how many fields
 * to wait for.
 */
export async function nameHolders(dialog: Locator, tickets?: number): Promise<void> {
  const names = dialog.getByRole('textbox', { name: 'Name on ticket' });
  // The holders' fields render with the dialog's form: wait for them when the caller knows how many.
  if (tickets !== undefined) await expect(names).toHaveCount(tickets);
  for (const [index, field] of (await names.all()).entries()) {
    if ((await field.inputValue()) !== '') continue;
    await field.fill(`Guest ${index + 1}`);
    await expect(field).toHaveValue(`Guest ${index + 1}`);
  }
}

/** The payment sandbox's dialog from /__mock/checkout.js. */
export function sandboxDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Test checkout' });
}

/** The page fits a narrow screen without a horizontal scroll bar. */
export async function expectNoSideScroll(page: Page): Promise<void> {
  const fits = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(fits).toBe(true);
}
