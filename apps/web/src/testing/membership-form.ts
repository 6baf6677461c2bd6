/** What the membership purchase and sign-up form tests share: a buyer, the personal fields, photo files. */
import { PHOTO_MAX_BYTES } from '@lwl/schemas';
import { expect } from 'vitest';
import { type Locator, page } from 'vitest/browser';

const BUYER = {
  firstName: 'Kavya',
  lastName: 'Menon',
  email: 'kavya.menon@example.com',
  phone: '9812345678',
  company: 'Menon Analytics',
  designation: 'Founder',
  pincode: '110001',
  password: 'Str0ng!pass',
} as const;

/** A text field of a membership form by its label (the required mark is hidden from its name). */
export const textbox = (form: Locator, name: string) => form.getByRole('textbox', { name, exact: true });

export async function fillPersonalDetails(form: Locator): Promise<void> {
  await form.getByRole('combobox', { name: 'Title' }).selectOptions('Ms');
  await textbox(form, 'First Name').fill(BUYER.firstName);
  await textbox(form, 'Last Name').fill(BUYER.lastName);
  await textbox(form, 'Phone Number').fill(BUYER.phone);
  await textbox(form, 'Email').fill(BUYER.email);
  await textbox(form, 'Company Name').fill(BUYER.company);
  await textbox(form, 'Designation').fill(BUYER.designation);
  // 'Pin code' on the India purchase form, 'ZIP / postal code' on the sign-ups.
  await form.getByRole('textbox', { name: /^(Pin code|ZIP \/ postal code)$/ }).fill(BUYER.pincode);
  await form.getByLabelText(/^Password/).fill(BUYER.password);
  await form.getByLabelText(/^Confirm Password/).fill(BUYER.password);
}

/** A file of `bytes` bytes declared as `type`. */
export const photo = (name: string, type: string, bytes: number) =>
  new File([new Uint8Array(bytes)], name, { type });

export const TOO_BIG = PHOTO_MAX_BYTES + 1;

/** The page fits a phone's width (390 px) without a side scroll bar. */
export async function expectFitsPhone(): Promise<void> {
  await page.viewport(390, 844);
  await expect.poll(() => document.documentElement.scrollWidth <= window.innerWidth).toBe(true);
}
