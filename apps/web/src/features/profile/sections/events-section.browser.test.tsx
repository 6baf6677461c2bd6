import { toDateOnly } from '@lwl/machines';
import {
  accountEndpoints,
  accountEventTexts,
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

describe('the events lists', () => {
  test('Upcoming first, soonest first, then Past, latest first; each order says how many tickets', async () => {
    signIn();
    const at = (id: number, name: string, days: number, quantity?: number) => ({
      ...purchase,
      id,
      ...(quantity === undefined ? { quantity: null } : { quantity }),
      event: { ...purchase.event, name, event_date: inDays(days) },
    });
    fakeApi().on(LIST, () => ({
      status: 1,
      data: [
        at(1, 'Gala in a month', 30, 2),
        at(2, 'Summit last year', -300, 1),
        at(3, 'Roundtable next week', 7, 3),
        at(4, 'Workshop last month', -30),
      ],
    }));
    await renderApp(<EventsSection />, { path: '/profile?section=events' });
    const upcoming = page.getByRole('region', { name: accountEventTexts.upcoming });
    const past = page.getByRole('region', { name: accountEventTexts.past });
    await expect
      .element(upcoming.getByRole('heading', { level: 4 }).first())
      .toHaveTextContent('Roundtable next week');
    expect(
      upcoming
        .getByRole('heading', { level: 4 })
        .elements()
        .map((h) => h.textContent),
    ).toEqual(['Roundtable next week', 'Gala in a month']);
    expect(
      past
        .getByRole('heading', { level: 4 })
        .elements()
        .map((h) => h.textContent),
    ).toEqual(['Workshop last month', 'Summit last year']);
    // Upcoming comes before Past in the page.
    const [first] = page.getByRole('heading', { level: 3 }).elements();
    expect(first?.textContent).toBe(accountEventTexts.upcoming);
    const card = (name: string) => page.getByRole('listitem').filter({ hasText: name });
    await expect.element(card('Roundtable next week')).toHaveTextContent(`${accountEventTexts.tickets}3`);
    await expect.element(card('Gala in a month')).toHaveTextContent(`${accountEventTexts.tickets}2`);
    // A backend that does not send the quantity: no count is made up.
    await expect.element(card('Workshop last month')).not.toHaveTextContent(accountEventTexts.tickets);
    await expectAccessible();
  });

  test('with past tickets only, Upcoming says it has none', async () => {
    signIn();
    fakeApi().on(LIST, () => ({
      status: 1,
      data: [{ ...purchase, event: { ...purchase.event, event_date: inDays(-5) } }],
    }));
    await renderApp(<EventsSection />, { path: '/profile?section=events' });
    await expect
      .element(page.getByRole('region', { name: accountEventTexts.upcoming }))
      .toHaveTextContent(accountEventTexts.noUpcoming);
    await expect
      .element(page.getByRole('region', { name: accountEventTexts.past }).getByRole('heading', { level: 4 }))
      .toHaveTextContent(purchase.event.name);
  });
});

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
