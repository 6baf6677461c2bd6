/**
 * The checkout of each purchase besides the event's (bindings/checkout.ts): each purchase's page up
 * to its Pay Now, then the shared checkout with that purchase's own calls, so each flow gets its own
 * screens of the checkout.
 */
import { TITAN } from '../../support/accounts.ts';
import { fillContact, MEMBERS_ONLY_MENTOR } from '../../support/benefit-pages.ts';
import { fillPersonalDetails, newBuyer } from '../../support/membership-forms.ts';
import { signInByApi } from '../../support/session.ts';
import { openBooking, openVentureVault } from '../../support/venture.ts';
import type { FlowBinding } from '../paths/binding.ts';
import { checkoutBinding } from './checkout.ts';

export const packageCheckout: FlowBinding = checkoutBinding({
  machine: 'packageCheckout',
  order: '**/api/non-member-package-payment',
  confirm: '**/api/package-payment-callback',
  open: async ({ page }) => {
    await page.goto('/packages');
    await page
      .getByRole('article', { name: 'Event Listing Basic' })
      .getByRole('button', { name: 'Buy Now' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Personal Details' });
    await fillContact(dialog);
    await dialog.getByRole('button', { name: 'Pay Now' }).click();
  },
});

export const ventureCheckout: FlowBinding = checkoutBinding({
  machine: 'ventureCheckout',
  order: '**/api/venture-payment',
  confirm: '**/api/venture-payment-callback',
  freeOrder: false,
  open: async ({ page }) => {
    await openVentureVault(page);
    const dialog = await openBooking(page, 'Individual');
    await dialog.getByLabel('Pass Type').selectOption('two_days_pass');
    await dialog.getByLabel('Name', { exact: true }).fill('Asha Rao');
    await dialog.getByLabel('Email').fill('asha.rao@example.com');
    await dialog.getByLabel('Company Name').fill('Kestrel Analytics');
    await dialog.getByLabel('Designation').fill('Founder');
    await dialog.getByLabel('Phone Number').fill('9876543210');
    await dialog.getByRole('button', { name: 'Pay Now' }).click();
  },
});

export const mentorCheckout: FlowBinding = checkoutBinding({
  machine: 'mentorCheckout',
  order: '**/api/mentor-appointment-payment',
  confirm: '**/api/mentor-payment-callback',
  open: async ({ page, request }) => {
    await signInByApi(page, request, TITAN);
    await page.goto(`/mentors-details/${MEMBERS_ONLY_MENTOR.slug}`);
    await page.getByRole('button', { name: 'Pay Now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Personal Details' });
    await fillContact(dialog);
    await dialog.getByRole('button', { name: 'Pay Now' }).click();
  },
});

export const membershipCheckout: FlowBinding = checkoutBinding({
  machine: 'membershipCheckout',
  order: '**/api/membership-payment',
  confirm: '**/api/membership-payment-callback',
  coupons: false,
  open: async ({ page }) => {
    await page.goto('/member-details/maverick');
    const form = page.getByRole('form', { name: 'Membership purchase' });
    await form.getByLabel('City').selectOption('Delhi');
    await form.getByLabel('Duration').selectOption({ label: '1 Year' });
    await fillPersonalDetails(form, newBuyer('maverick'));
    await form.getByLabel('Statement of Purpose').fill('To learn from other founders.');
    await form.getByRole('button', { name: 'Pay Now' }).click();
  },
});

export const signUpCheckout: FlowBinding = checkoutBinding({
  machine: 'signUpCheckout',
  order: '**/api/global-membership-payment',
  confirm: '**/api/membership-payment-callback',
  coupons: false,
  open: async ({ page }) => {
    await page.goto('/global-access-membership');
    const form = page.getByRole('form', { name: 'Global Access Membership sign-up' });
    await form.getByLabel('Duration').selectOption('1');
    await fillPersonalDetails(form, newBuyer('global'));
    await form.getByRole('combobox', { name: 'Country', exact: true }).selectOption('Singapore');
    await form.getByLabel('City').fill('Singapore');
    await form.getByRole('textbox', { name: 'State', exact: true }).fill('Central Region');
    await form.getByRole('button', { name: 'Pay Now' }).click();
  },
});
