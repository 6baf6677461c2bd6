/** A guest buys a ticket from the review folder and keeps it across reloads, tabs and a stopped worker. */
import { reviewTexts } from '@lwl/schemas';
import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/axe.ts';
import { BUYER, fillBuyer, GUEST_EVENT, sandboxDialog } from '../support/checkout.ts';
import { linkIn, mailTo, open } from './support.ts';

test("a guest's ticket: the first visit's note, the purchase, the e-mail's link, and nothing lost", async ({
  page,
  context,
  baseURL,
}) => {
  const base = baseURL ?? '';
  await open(page, `event/${GUEST_EVENT.slug}`);
  // The first visit waits for the worker, and says so.
  await expect(page.getByText(reviewTexts.starting)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'About The Event' })).toBeVisible();

  await page.getByRole('combobox', { name: 'Quantity for Non Member' }).selectOption('1');
  await page.getByRole('button', { name: 'Book Now' }).click();
  await expect(page.getByRole('dialog', { name: 'Personal Details' })).toBeVisible();
  await fillBuyer(page);
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await sandboxDialog(page).getByRole('button', { name: 'Simulate success' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Thank You! Your payment has been received.',
  );
  await expect(page).toHaveURL(new RegExp(`^${base}thank-you\\?order=order_`));
  const receiptUrl = page.url();

  // The e-mail links the ticket on the folder's own address; the ticket opens from it.
  const mail = await mailTo(page, base, BUYER.email, 'order-confirmation');
  const ticket = linkIn(mail, base, '/ticket?');
  await page.goto(ticket);
  await expect(page.getByRole('heading', { level: 2, name: GUEST_EVENT.name })).toBeVisible();
  await expect(page.getByRole('img', { name: /QR code/ })).toHaveCount(1);
  await expectAccessible(page);

  // A reload, a new tab, and a worker the browser stopped: the order is still there.
  await page.reload();
  await expect(page.getByRole('img', { name: /QR code/ })).toHaveCount(1);
  const cdp = await context.newCDPSession(page);
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.stopAllWorkers');
  await page.close();
  const again = await context.newPage();
  await again.goto(receiptUrl);
  await expect(again.getByRole('heading', { level: 1 })).toHaveText(
    'Thank You! Your payment has been received.',
  );
  await expect(again.getByText(GUEST_EVENT.name).first()).toBeVisible();
  await again.goto(`${base}__mock/mailbox`);
  await expect(again.getByText(mail.subject).first()).toBeVisible();
});
