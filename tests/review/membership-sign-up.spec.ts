/** The Global Access membership sign-up, paid in the sandbox, from the review folder. */
import { expect, test } from '@playwright/test';
import { sandboxDialog } from '../support/checkout.ts';
import { BOOKING_SUCCESS, fillPersonalDetails, newBuyer, toast } from '../support/membership-forms.ts';
import { open } from './support.ts';

test('a global sign-up: the form, the sandbox, the welcome and the receipt', async ({ page, baseURL }) => {
  await open(page, 'global-access-membership');
  const form = page.getByRole('form', { name: 'Global Access Membership sign-up' });
  await expect(form.getByLabel('Duration')).toHaveValue('1', { timeout: 20_000 });
  await fillPersonalDetails(form, newBuyer('review'));
  await form.getByRole('combobox', { name: 'Country', exact: true }).selectOption('Singapore');
  await form.getByLabel('City').fill('Singapore');
  await form.getByRole('textbox', { name: 'State', exact: true }).fill('Central Region');
  await form.getByRole('button', { name: 'Pay Now' }).click();
  await sandboxDialog(page).getByRole('button', { name: 'Simulate success' }).click();
  await expect(toast(page, BOOKING_SUCCESS)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`^${baseURL}thank-you\\?order=order_`));
});
