/**
 * Ticket holders (docs/product-rules.md "Ticket holders"), on a phone: a guest buys three tickets
 * with three names, one holder with her own e-mail; that holder opens the link of her own message
 * in a fresh browser and sees her ticket alone, under her name.
 */
import { attendeeMessages, ticketTexts } from '@lwl/schemas';
import { mailTo, RECEIPT_URL } from '../support/after-purchase.ts';
import { expectAccessible } from '../support/axe.ts';
import {
  BUYER,
  choosePlan,
  expectNoSideScroll,
  fillBuyer,
  GUEST_EVENT,
  openEvent,
  openPersonalDetails,
  sandboxDialog,
} from '../support/checkout.ts';
import { expect, test } from '../support/test.ts';

const MEERA = { name: 'Meera Nair', email: 'meera.holder@example.com' };
const LATA = 'Lata Rao';

test.use({ viewport: { width: 390, height: 844 } });

test('three tickets, three names: the holder with an e-mail opens her own ticket, alone', async ({
  page,
  newContext,
  request,
}) => {
  test.slow();
  await openEvent(page, GUEST_EVENT.slug);
  await choosePlan(page, 'Non Member', '3');
  const dialog = await openPersonalDetails(page);
  const holder = (n: number) => dialog.getByRole('group', { name: attendeeMessages.holderTitle(n, 3) });
  const nameOf = (n: number) => holder(n).getByRole('textbox', { name: attendeeMessages.nameLabel });
  await expect(dialog.getByRole('group', { name: attendeeMessages.legend })).toBeVisible();

  // A missing name is refused at its field, and the focus goes there.
  await fillBuyer(page);
  await expect(nameOf(1)).toHaveValue(BUYER.name);
  await nameOf(2).fill('');
  await dialog.getByRole('button', { name: 'Pay Now' }).click();
  await expect(nameOf(2)).toHaveAttribute('aria-invalid', 'true');
  await expect(nameOf(2)).toBeFocused();

  await nameOf(2).fill(MEERA.name);
  await holder(2).getByRole('textbox', { name: attendeeMessages.emailLabel }).fill(MEERA.email);
  await nameOf(3).fill(LATA);
  await expectAccessible(page, '[role="dialog"]');
  await expectNoSideScroll(page);
  await dialog.getByRole('button', { name: 'Pay Now' }).click();
  await sandboxDialog(page).getByRole('button', { name: 'Simulate success' }).click();
  await expect(page).toHaveURL(RECEIPT_URL);

  // The buyer's ticket page: each code with its holder.
  await page.goto(page.url().replace('/thank-you?', '/ticket?'));
  for (const name of [BUYER.name, MEERA.name, LATA]) {
    await expect(page.getByRole('img', { name: new RegExp(`QR code .*${name}`) })).toBeVisible();
    await expect(page.getByText(ticketTexts.validFor(name))).toBeVisible();
  }
  await expectAccessible(page);
  await expectNoSideScroll(page);

  // Her own message, and its link in a fresh browser.
  const mail = await mailTo(request, MEERA.email, 'attendee-ticket');
  const link = /https?:\/\/\S+\/ticket\?ticket=\S+/.exec(mail.text)?.[0];
  expect(link).toBeDefined();
  const context = await newContext();
  const fresh = await context.newPage();
  await fresh.setViewportSize({ width: 390, height: 844 });
  await fresh.goto(link ?? '');
  await expect(fresh.getByRole('heading', { level: 1, name: ticketTexts.ownTitle })).toBeVisible();
  const codes = fresh.getByRole('img', { name: /QR code/ });
  await expect(codes).toHaveCount(1);
  await expect(codes).toHaveAttribute('alt', new RegExp(`QR code for ticket 2 of 3, ${MEERA.name}`));
  await expect(fresh.getByText(ticketTexts.validFor(MEERA.name))).toBeVisible();
  await expect(fresh.getByText(BUYER.name)).toHaveCount(0);
  await expect(fresh.getByText(LATA)).toHaveCount(0);
  await expect(fresh.getByText(BUYER.email)).toHaveCount(0);
  await expect(fresh.getByRole('link', { name: ticketTexts.viewReceipt })).toHaveCount(0);
  await expectAccessible(fresh);
  await expectNoSideScroll(fresh);
});
