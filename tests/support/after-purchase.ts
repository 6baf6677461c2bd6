/**
 * Helpers of the after-the-purchase tests: the receipt's own address, the e-mails the worker's mock
 * "sent" (`GET /__mock/outbox`) and the links in them, and a guest's event ticket bought end to end.
 */
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import {
  choosePlan,
  fillBuyer,
  GUEST_EVENT,
  openEvent,
  openPersonalDetails,
  sandboxDialog,
} from './checkout.ts';
import { POLL_INTERVALS } from './hardening.ts';
import { type OutboxMessage, outbox } from './mock.ts';

const ORDER = 'order_[A-Za-z0-9]{14}';
const KEY = '[A-Za-z0-9_-]{22}';
/** Where a purchase lands: its receipt's own address. */
export const RECEIPT_URL = new RegExp(`/thank-you\\?order=${ORDER}&key=${KEY}$`);
export const VENTURE_RECEIPT_URL = new RegExp(`/venturethank-you\\?order=${ORDER}&key=${KEY}$`);

/** The order id and key of the page's address. */
export function orderOf(url: string): { order: string; key: string } {
  const query = new URL(url).searchParams;
  return { order: query.get('order') ?? '', key: query.get('key') ?? '' };
}

/** The newest message of a kind to an address, once the mock has sent it. */
export async function mailTo(
  request: APIRequestContext,
  to: string,
  kind: OutboxMessage['kind'],
  about?: string,
): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        found = (await outbox(request)).find(
          (m) => m.to === to && m.kind === kind && (about === undefined || m.text.includes(about)),
        );
        return found !== undefined;
      },
      { intervals: POLL_INTERVALS },
    )
    .toBe(true);
  if (!found) throw new Error(`no ${kind} e-mail to ${to}`);
  return found;
}

/** The absolute links of a message's plain text, by what they open. */
export function linksOf(message: OutboxMessage): { receipt?: string; ticket?: string; invoice?: string } {
  const urls = message.text.match(/https?:\/\/\S+/g) ?? [];
  const local = urls.filter((url) => !/google\.com|live\.com/.test(url));
  return {
    ticket: local.find((url) => url.includes('/ticket?order=')),
    invoice: local.find((url) => url.endsWith('#invoice')),
    receipt: local.find((url) => /\/(venture)?thank-you\?order=/.test(url) && !url.endsWith('#invoice')),
  };
}

/** A guest pays for `quantity` tickets of the seed's guest event and lands on the receipt. */
export async function buyGuestTicket(page: Page, quantity = '2'): Promise<{ order: string; key: string }> {
  await openEvent(page, GUEST_EVENT.slug);
  await choosePlan(page, 'Non Member', quantity);
  const dialog = await openPersonalDetails(page);
  await fillBuyer(page);
  await dialog.getByRole('button', { name: 'Pay Now' }).click();
  await sandboxDialog(page).getByRole('button', { name: 'Simulate success' }).click();
  await expect(page).toHaveURL(RECEIPT_URL);
  return orderOf(page.url());
}
