import { toDateOnly } from '@lwl/machines';
import {
  accountEndpoints,
  accountMessages,
  type EventPurchase,
  formatMoney,
  refundTexts,
} from '@lwl/schemas';
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { formatDate } from '../../../lib/format.ts';
import { expectAccessible } from '../../../testing/axe.ts';
import { fakeApi } from '../../../testing/fake-api.ts';
import { renderApp, signIn } from '../../../testing/render-app.tsx';
import EventsSection from './events-section.tsx';

const LIST = accountEndpoints['GET account-events'];
const REFUND = accountEndpoints['POST delete-event'];

const inDays = (days: number) => toDateOnly(new Date(Date.now() + days * 86_400_000));

const purchase: EventPurchase = {
  id: 301,
  purchased_date: inDays(-3),
  currency: 'INR',
  amount: 11_800,
  refund_status: null,
  order_id: 'order_Ab12Cd34Ef56Gh',
  refund_requested_at: null,
  refund_updated_at: null,
  event: {
    name: 'Leadership Soiree',
    event_date: inDays(10),
    date: 'soon',
    city: 'Mumbai',
    address: 'The Taj Mahal Palace, Mumbai',
  },
};

const dialog = () => page.getByRole('alertdialog', { name: refundTexts.dialogTitle });
const refundButton = () => page.getByRole('button', { name: `Request refund for ${purchase.event.name}` });

/** Signed in with one ticket listed, its refund's confirmation open; `before` is where the page was. */
async function openConfirmation() {
  signIn();
  const api = fakeApi()
    .on(LIST, () => ({ status: 1, data: [purchase] }))
    .on(REFUND);
  const screen = await renderApp(<EventsSection />, { path: '/profile?section=events' });
  const before = screen.location();
  await refundButton().click();
  await expect.element(dialog()).toBeVisible();
  return { api, screen, before };
}

/** The confirmation closed without a request, the focus back on the ticket's Refund. */
async function expectTicketKept(api: ReturnType<typeof fakeApi>) {
  await expect.element(dialog()).not.toBeInTheDocument();
  expect(api.callsOf(REFUND)).toHaveLength(0);
  await expect.element(refundButton()).toHaveFocus();
}

describe('the refund of an event ticket', () => {
  test('the confirmation names the event, date and amount and what happens next; keeping the ticket sends nothing', async () => {
    const { api } = await openConfirmation();
    await expect.element(dialog()).toHaveAccessibleDescription(accountMessages.confirmProceed);
    const value = (term: string) =>
      [...dialog().element().querySelectorAll('dt')].find((dt) => dt.textContent === term)?.nextElementSibling
        ?.textContent;
    expect(value(refundTexts.event)).toBe('Leadership Soiree');
    expect(value(refundTexts.date)).toBe(formatDate(purchase.event.event_date));
    // A backend that does not say how many tickets: no quantity line.
    expect(value(refundTexts.quantity)).toBeUndefined();
    expect(value(refundTexts.amount)).toBe(formatMoney(11_800, 'INR'));
    await expect.element(dialog().getByRole('heading', { name: refundTexts.nextTitle })).toBeVisible();
    for (const line of refundTexts.next(formatMoney(11_800, 'INR')))
      await expect.element(dialog().getByText(line)).toBeVisible();
    await expectAccessible();

    await dialog().getByRole('button', { name: refundTexts.cancel }).click();
    await expectTicketKept(api);
    await expect.element(refundButton()).toBeEnabled();
  });

  test('Back closes the confirmation and keeps the ticket', async () => {
    const { api, screen, before } = await openConfirmation();
    await expect.poll(() => screen.location().key).not.toBe(before.key);
    await screen.back();
    await expectTicketKept(api);
    expect(screen.location().key).toBe(before.key);
  });

  test('Escape keeps the ticket too', async () => {
    const { api } = await openConfirmation();
    await expect.element(dialog().getByRole('button', { name: refundTexts.cancel })).toHaveFocus();
    document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await expectTicketKept(api);
  });

  test('confirming requests the refund, and the ticket then shows the request with its date', async () => {
    signIn();
    const requestedAt = new Date().toISOString();
    let requested = false;
    const api = fakeApi()
      .on(LIST, () => ({
        status: 1,
        data: [
          requested
            ? {
                ...purchase,
                refund_status: 'initiated',
                refund_requested_at: requestedAt,
                refund_updated_at: requestedAt,
              }
            : purchase,
        ],
      }))
      .on(REFUND, () => {
        requested = true;
        return { status: 1, message: accountMessages.refundRequested };
      });
    await renderApp(<EventsSection />, { path: '/profile?section=events' });
    await refundButton().click();
    await dialog().getByRole('button', { name: refundTexts.confirm }).click();
    await expect.element(dialog()).not.toBeInTheDocument();
    expect(api.callsOf(REFUND)[0]?.input).toEqual({ event_id: 301 });
    await expect.element(page.getByText(refundTexts.status.requested(formatDate(requestedAt)))).toBeVisible();
    await expect.element(refundButton()).not.toBeInTheDocument();
    await expect.element(page.getByText(accountMessages.refundRequested)).toBeVisible();
  });

  test('a decided refund shows its decision and date; a backend without dates shows the state alone', async () => {
    signIn();
    fakeApi().on(LIST, () => ({
      status: 1,
      data: [
        {
          ...purchase,
          refund_status: 'refunded',
          refund_requested_at: '2026-03-02T10:00:00.000Z',
          refund_updated_at: '2026-03-05T10:00:00.000Z',
        },
        {
          ...purchase,
          id: 302,
          refund_status: 'initiated',
          order_id: undefined,
          refund_requested_at: undefined,
          refund_updated_at: undefined,
          event: { ...purchase.event, name: 'Boardroom Breakfast' },
        },
      ],
    }));
    await renderApp(<EventsSection />, { path: '/profile?section=events' });
    await expect
      .element(page.getByText(refundTexts.status.refunded(formatDate('2026-03-05T10:00:00.000Z'))))
      .toBeVisible();
    await expect.element(page.getByText(refundTexts.statusUndated.requested, { exact: true })).toBeVisible();
  });
});
