import type { Page } from '@playwright/test';
import { TITAN } from '../support/accounts.ts';
import { buyGuestTicket } from '../support/after-purchase.ts';
import { forceLaneStatus } from '../support/membership-pages.ts';
import { signIn } from '../support/session.ts';
import { expect, test } from './screens-test.ts';

const answer = (page: Page, url: string, status: number, body: unknown = { status: 0, message: 'Error' }) =>
  page.route(url, (route) =>
    route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) }),
  );

test('the member directory: loading, a page, failed, expired', async ({ page, screens }) => {
  await signIn(page, TITAN);
  const call = await screens.hold('**/api/all-members*');
  await page.goto('/all-members');
  await screens.shot('directoryPaging', 'loading');
  call();
  await screens.shot('directoryPaging', 'ready');
  await page.unroute('**/api/all-members*');
  await answer(page, '**/api/all-members*', 500);
  await page.goto('/all-members?page=2');
  await screens.shot('directoryPaging', 'failed');
  await page.unroute('**/api/all-members*');
  await answer(page, '**/api/all-members*', 401);
  await page.goto('/all-members?page=3');
  await expect(page).toHaveURL(/\/login/);
  await screens.shot('directoryPaging', 'expired');
});

test('the events list: loading, ready, failed', async ({ page, request, screens }) => {
  const call = await screens.hold('**/api/events*');
  await page.goto('/upcoming-events');
  await screens.shot('eventsList', 'loading');
  call();
  await screens.shot('eventsList', 'ready');
  await screens.shot('connectivity', 'online');
  await forceLaneStatus(request, 'GET events', 500);
  await page.unroute('**/api/events*');
  await page.goto('/upcoming-events');
  await screens.shot('eventsList', 'failed');
});

test('partner privileges: the list, an offer, their failures', async ({ page, request, screens }) => {
  test.setTimeout(90_000);
  await signIn(page, TITAN);
  const list = await screens.hold('**/api/partner-offers*');
  await page.goto('/lwl-privileges');
  await screens.shot('partnerOffer', 'list.loading');
  list();
  const card = page.getByRole('button', { name: / logo/ }).first();
  await expect(card).toBeVisible();
  await screens.shot('partnerOffer', 'list.ready');
  await screens.shot('partnerOffer', 'detail.closed');
  const detail = await screens.hold('**/api/partner-offer-detail/**');
  await card.click();
  await screens.shot('partnerOffer', 'detail.open.loading');
  detail();
  await expect(page.getByRole('dialog').getByText('Offer code')).toBeVisible();
  await screens.shot('partnerOffer', 'detail.open.ready');
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await forceLaneStatus(request, 'GET partner-offer-detail/{offer_id}', 404);
  await card.click();
  await screens.shot('partnerOffer', 'detail.open.failed');
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await forceLaneStatus(request, 'GET partner-offers', 500);
  await page.goto('/lwl-privileges');
  await expect(page.getByText('The privileges could not be loaded.')).toBeVisible();
  await screens.shot('partnerOffer', 'list.failed');
});

test('membership pages: switching city; the UAE enquiry', async ({ page, screens }) => {
  await page.clock.install();
  await page.goto('/india-membership');
  const tabs = page.getByRole('tablist').first();
  await expect(tabs.getByRole('tab', { name: 'Delhi', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await screens.shot('citySwitch', 'idle');
  await tabs.getByRole('tab', { name: 'Mumbai', exact: true }).click();
  await screens.shot('citySwitch', 'switching');
  await page.clock.runFor(800);
  await page.clock.resume();

  await page.goto('/uae');
  await expect(page.getByLabel('First Name')).toBeVisible();
  await screens.shot('uaeEnquiry', 'idle');
  await page.getByLabel('First Name').fill('Fatima');
  await page.getByLabel('Last Name').fill('Al Mansoori');
  await page.getByLabel('Email', { exact: true }).fill('fatima@example.ae');
  await page.getByLabel('Phone').fill('501234567');
  await page.getByLabel('City').selectOption('Abu Dhabi');
  await page.getByLabel('Designation').fill('Chief Operating Officer');
  await page.getByLabel('Company Name').fill('Gulf Horizon Holdings');
  await page.getByLabel('Annual Income').selectOption('AED 440K and above');
  await page.getByLabel('Work Experience').selectOption('15+ Years');
  await page.getByLabel(/I agree to be contacted/).check();
  const call = await screens.hold('**/api/uaeEnquiry');
  await page.getByRole('button', { name: 'Submit' }).click();
  await screens.shot('uaeEnquiry', 'submitting');
  call();
  await screens.shot('uaeEnquiry', 'succeeded');
});

test('a receipt: loading, shown, its invoice; a bad link and sending the links again', async ({
  page,
  screens,
}) => {
  test.setTimeout(90_000);
  const { order, key } = await buyGuestTicket(page, '1');
  const receipt = `/thank-you?order=${order}&key=${key}`;
  const call = await screens.hold(`**/api/orders/${order}*`);
  await page.goto(receipt);
  await screens.shot('orderLink', 'loading');
  call();
  await page.unroute(`**/api/orders/${order}*`);
  await answer(page, `**/api/orders/${order}*`, 500);
  await page.goto(receipt);
  await screens.shot('orderLink', 'failed');
  await page.unroute(`**/api/orders/${order}*`);
  await page.goto(receipt);
  await answer(page, '**/api/orders/*/invoice*', 401);
  await page
    .getByRole('button', { name: /invoice/i })
    .first()
    .click();
  await screens.shot('orderInvoice', 'expired');

  await page.goto('/thank-you?order=no-such-order&key=nokey');
  await screens.shot('orderLink', 'notFound');
  await screens.shot('resendLinks', 'idle');
  const form = page.locator('.resend-links-form');
  await form.getByRole('textbox').fill('asha.rao@example.com');
  const resend = await screens.hold('**/api/resend-order-links');
  await form.getByRole('button').click();
  await screens.shot('resendLinks', 'sending');
  resend();
});

test('a library page: loading, ready, empty, failed; a page that does not exist', async ({
  page,
  screens,
}) => {
  const call = await screens.hold('**/api/mentors*');
  await page.goto('/mentors');
  await screens.shot('mentors', 'loading', 'resource');
  call();
  await screens.shot('mentors', 'ready', 'resource');
  await page.unroute('**/api/mentors*');
  await answer(page, '**/api/mentors*', 200, { status: 1, data: [] });
  await page.goto('/mentors');
  await screens.shot('mentors', 'empty', 'resource');
  await page.unroute('**/api/mentors*');
  await answer(page, '**/api/mentors*', 500);
  await page.goto('/mentors');
  await screens.shot('mentors', 'failed', 'resource');
  await page.unroute('**/api/mentors*');
  await page.goto('/mentors-details/no-such-mentor');
  await screens.shot('mentor', 'notFound', 'resource');
  await signIn(page, TITAN);
  await answer(page, '**/api/account-events*', 401);
  await page.goto('/profile?section=events');
  await expect(page).toHaveURL(/\/login/);
  await screens.shot('accountEvents', 'expired', 'resource');
});
