/**
 * Helpers of the membership purchase, sign-up, application and privileges end-to-end tests: a new
 * buyer per run, the purchase form's fields, toasts.
 */
import type { Locator, Page } from '@playwright/test';

export const BOOKING_SUCCESS = 'Thank you! Your booking was successful. Welcome to Leading Ladies Network!';

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
  // An Indian mobile: India's code, also on the UAE page (whose default is the UAE's).
  await form.getByRole('combobox', { name: 'Country code' }).selectOption('IN');
  await form.getByLabel('Phone Number').fill(buyer.phone);
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(buyer.email);
  await form.getByLabel('Company Name').fill(buyer.company);
  await form.getByLabel('Designation').fill(buyer.designation);
  // 'Pin code' on the India purchase form, 'ZIP / postal code' on the sign-ups.
  await form.getByRole('textbox', { name: /^(Pin code|ZIP \/ postal code)$/ }).fill(buyer.pincode);
  await form.getByLabel(/^Password/).fill(buyer.password);
  await form.getByLabel('Confirm Password').fill(buyer.password);
}

/** A toast (sonner, top right) with this text. */
export function toast(page: Page, text: string): Locator {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}
