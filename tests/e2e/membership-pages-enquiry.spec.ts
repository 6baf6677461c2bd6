/** The UAE page's enquiry form. */
import type { Page } from '@playwright/test';
import { forceLaneStatus, pauseClock } from '../support/membership-pages.ts';
import { expect, test } from '../support/test.ts';

const SUCCESS = 'Your request has been submitted successfully!';

async function fillEnquiry(page: Page, firstName = 'Fatima'): Promise<void> {
  await page.getByLabel('First Name').fill(firstName);
  await page.getByLabel('Last Name').fill('Al Mansoori');
  await page.getByLabel('Email', { exact: true }).fill('fatima@example.ae');
  await page.getByLabel('Phone').fill('501234567');
  await page.getByLabel('City').selectOption('Abu Dhabi');
  await page.getByLabel('Designation').fill('Chief Operating Officer');
  await page.getByLabel('Company Name').fill('Gulf Horizon Holdings');
  await page.getByLabel('Annual Income').selectOption('AED 440K and above');
  await page.getByLabel('Work Experience').selectOption('15+ Years');
  await page.getByLabel(/I agree to be contacted/).check();
}

/** Collects the page's alerts (accepting them). */
function collectAlerts(page: Page): string[] {
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  return alerts;
}

const isEnquiry = (url: string, method: string) => method === 'POST' && url.endsWith('/api/uaeEnquiry');

test('a sent enquiry shows the green message, clears the form, and the message goes after 5 s', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/uae');
  await expect(page.getByRole('heading', { name: 'Enquire about the UAE membership' })).toBeVisible();
  // The form is loaded after first paint: pausing the fake clock before it has mounted could stall it.
  await expect(page.getByLabel('First Name')).toBeVisible();
  await pauseClock(page);
  await fillEnquiry(page);

  const sent = page.waitForRequest((request) => isEnquiry(request.url(), request.method()));
  await page.getByRole('button', { name: 'Submit' }).click();
  const body = (await sent).postData() ?? '';
  for (const field of ['first_name', 'last_name', 'email', 'phone', 'city', 'designation', 'company_name']) {
    expect(body).toContain(`name="${field}"`);
  }
  expect(body).toContain('AED 440K and above');
  expect(body).not.toContain('consent');

  const message = page.getByRole('status').getByText(SUCCESS, { exact: true });
  await expect(message).toBeVisible();
  await expect(message).toHaveCSS('color', 'rgb(31, 111, 67)');
  await expect(page.getByLabel('First Name')).toHaveValue('');
  await expect(page.getByLabel('City')).toHaveValue('');
  await expect(page.getByLabel(/I agree to be contacted/)).not.toBeChecked();

  await page.clock.runFor(4900);
  await expect(message).toBeVisible();
  await page.clock.runFor(100);
  await expect(message).toBeHidden();
});

test('a 400 shows the server message in an alert', async ({ page, request }) => {
  const alerts = collectAlerts(page);
  await forceLaneStatus(request, 'POST uaeEnquiry', 400);
  await page.goto('/uae');
  await fillEnquiry(page);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect.poll(() => alerts).toEqual(['Something went wrong, Please try again.']);

  // The server's own wording of a refusal is what the alert shows.
  await page.route('**/api/uaeEnquiry', (route) =>
    route.fulfill({
      status: 400,
      json: { status: 0, message: 'An enquiry for this email is already open.' },
    }),
  );
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect.poll(() => alerts.at(-1)).toBe('An enquiry for this email is already open.');
  await expect(page.getByText('An enquiry for this email is already open.')).toBeVisible();
  await expect(page.getByLabel('First Name')).toHaveValue('Fatima');
});
