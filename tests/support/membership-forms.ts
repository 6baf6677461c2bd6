/**
 * Helpers of the membership purchase, sign-up, application and privileges end-to-end tests: a new
 * buyer per run, the purchase form's fields, photo files and the 390 px check.
 */
import { expect, type Locator, type Page } from '@playwright/test';

export const BOOKING_SUCCESS = 'Thank you! Your booking was successful. Welcome to Leading Ladies Network!';
export const DURATION_REQUIRED = 'Please select duration of membership.';

/** A buyer whose e-mail is new on every run (the mock refuses a taken e-mail). */
export function newBuyer(tag: string) {
  const unique = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  return {
    firstName: 'Kavya',
    lastName: 'Menon',
    email: `${tag}-${unique}@example.com`,
    phone: '9812345678',
    company: 'Menon Analytics',
    designation: 'Founder',
    pincode: '110001',
    password: 'Str0ng!pass',
  };
}
export type Buyer = ReturnType<typeof newBuyer>;

/** The form's Personal Details shared by the purchase and sign-up forms. */
export async function fillPersonalDetails(form: Locator, buyer: Buyer): Promise<void> {
  await form.getByLabel('Title').selectOption('Ms');
  await form.getByLabel('First Name').fill(buyer.firstName);
  await form.getByLabel('Last Name').fill(buyer.lastName);
  await form.getByLabel('Phone Number').fill(buyer.phone);
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(buyer.email);
  await form.getByLabel('Company Name').fill(buyer.company);
  await form.getByLabel('Designation').fill(buyer.designation);
  await form.getByLabel('Pin code').fill(buyer.pincode);
  await form.getByLabel(/^Password/).fill(buyer.password);
  await form.getByLabel('Confirm Password').fill(buyer.password);
}

/** A photo-sized file: `bytes` long, declared as `mimeType`. */
export function photoFile(name: string, mimeType: string, bytes: number) {
  const buffer = Buffer.alloc(bytes, 0);
  // A PNG signature, so a small PNG also passes the mock's content check.
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(buffer);
  return { name, mimeType, buffer };
}

/** The page fits a 390 px wide screen without a horizontal scroll bar. */
export async function expectFitsPhone(page: Page): Promise<void> {
  await page.setViewportSize({ width: 390, height: 844 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth))
    .toBe(true);
}

/** A toast (sonner, top right) with this text. */
export function toast(page: Page, text: string): Locator {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}
