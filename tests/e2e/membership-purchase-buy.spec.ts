import { RECEIPT_URL } from '../support/after-purchase.ts';
import { sandboxDialog } from '../support/checkout.ts';
import { BOOKING_SUCCESS, fillPersonalDetails, newBuyer, toast } from '../support/membership-forms.ts';
import { signIn } from '../support/session.ts';
import { expect, test } from '../support/test.ts';

test('a new visitor buys a Maverick membership, then logs in and sees it in the account area', async ({
  page,
}) => {
  const buyer = newBuyer('maverick');
  await page.goto('/member-details/maverick');
  await expect(page.getByRole('heading', { level: 1, name: 'Maverick Membership' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Membership purchase' });

  await form.getByLabel('City').selectOption('Delhi');
  await form.getByLabel('Duration').selectOption({ label: '1 Year' });
  await expect(form.locator('.membership-fee')).toContainText('₹45,000 + GST');
  await fillPersonalDetails(form, buyer);
  await form.getByLabel('Statement of Purpose').fill('To learn from other founders.');
  // Titan only: no Referred By on a Maverick purchase.
  await expect(form.getByLabel('Referred By')).toHaveCount(0);

  const order = page.waitForRequest((req) => req.url().endsWith('/api/membership-payment'));
  await form.getByRole('button', { name: 'Pay Now' }).click();
  const body = (await order).postData() ?? '';
  expect(body).toContain('name="membership_price_id"');
  expect(body).not.toContain('name="confirm_password"');

  const sandbox = sandboxDialog(page);
  await expect(sandbox).toBeVisible();
  await expect(sandbox.getByText(/Amount: ₹/)).toBeVisible();
  await sandbox.getByRole('button', { name: 'Simulate success' }).click();
  await expect(toast(page, BOOKING_SUCCESS)).toBeVisible();
  await expect(page).toHaveURL(RECEIPT_URL);

  await signIn(page, { email: buyer.email, password: buyer.password });
  await page.goto('/profile');
  await page
    .getByRole('navigation', { name: 'Account' })
    .getByRole('link', { name: 'Membership Details' })
    .click();
  await expect(page.getByRole('heading', { name: 'Membership Details' })).toBeVisible();
  await expect(page.getByText('Maverick').first()).toBeVisible();
  await expect(page.getByText(`${buyer.firstName} ${buyer.lastName}`)).toBeVisible();
});

test('a failed payment shows the in-page alert and keeps the form filled', async ({ page }) => {
  const buyer = newBuyer('failed');
  await page.goto('/member-details/lap');
  await expect(page.getByRole('heading', { level: 1, name: 'Limited Access Pass' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Membership purchase' });
  await form.getByLabel('City').selectOption('Bangalore');
  await form.getByLabel('Duration').selectOption({ label: '3 Months' });
  await expect(form.locator('.membership-fee')).toContainText('₹5,000 + GST');
  await fillPersonalDetails(form, buyer);

  await form.getByRole('button', { name: 'Pay Now' }).click();
  await sandboxDialog(page).getByRole('button', { name: 'Simulate failure' }).click();
  const alert = page.getByRole('alertdialog', { name: 'Payment failed' });
  await expect(alert.getByText(/^Payment Failed! \S/)).toBeVisible();
  await alert.getByRole('button', { name: 'Close' }).click();
  await expect(sandboxDialog(page)).toBeHidden();
  await expect(form.getByLabel('First Name')).toHaveValue(buyer.firstName);
  await expect(form.getByLabel('Duration')).toHaveValue('303');
  await expect(page).toHaveURL(/\/member-details\/lap$/);
});
