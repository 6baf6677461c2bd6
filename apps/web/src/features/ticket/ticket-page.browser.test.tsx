import {
  accountEndpoints,
  attendeeMessages,
  commonMessages,
  holderEndpoints,
  type OrderReceipt,
  orderLinkTexts,
  ordersEndpoints,
  ordersMessages,
  ticketTexts,
} from '@lwl/schemas';
import jsQR from 'jsqr';
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { expectAccessible } from '../../testing/axe.ts';
import { answer, exampleOf, fakeApi } from '../../testing/fake-api.ts';
import { renderApp, signIn } from '../../testing/render-app.tsx';
import { Component as TicketPage } from './ticket-page.tsx';

const ORDER = ordersEndpoints['GET orders/{order_id}'];
const OWN_TICKET = holderEndpoints['GET attendee-tickets/{ticket}'];
const RENAME = holderEndpoints['POST order-holders'];
const RESEND = ordersEndpoints['POST resend-order-links'];
const order = exampleOf(ORDER).data as OrderReceipt;
const KEY = 'q3Zr8tWkX1nB4yLm0PfA_g';
const linkPath = `/ticket?order=${order.order_id}&key=${KEY}`;

/** The text an image's QR code holds, read back with jsQR from the pixels the browser drew. */
async function decode(img: HTMLImageElement): Promise<string | undefined> {
  await img.decode();
  const canvas = document.createElement('canvas');
  canvas.width = 400;
  canvas.height = 400;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  context.drawImage(img, 0, 0, canvas.width, canvas.height);
  const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
  return jsQR(data, canvas.width, canvas.height)?.data;
}

const fact = (term: string) =>
  [...document.querySelectorAll('.ticket-view dt')].find((dt) => dt.textContent === term)?.nextElementSibling
    ?.textContent;

describe('the ticket of an order, by its link', () => {
  test('shows a readable QR code per ticket, named for it, with the event, date, time, venue, name, quantity and order', async () => {
    const api = fakeApi().on(ORDER);
    await renderApp(<TicketPage />, { path: linkPath });
    await expect.element(page.getByRole('heading', { level: 1, name: ticketTexts.title })).toBeVisible();
    await expect.element(page.getByRole('heading', { level: 2, name: order.item })).toBeVisible();
    expect(api.callsOf(ORDER)[0]?.input).toEqual({ key: KEY });
    expect(api.callsOf(ORDER)[0]?.url.pathname).toMatch(new RegExp(`/orders/${order.order_id}$`));

    const images = page.getByRole('img', { name: /QR code/ });
    await expect.poll(() => images.elements().length).toBe(order.tickets.length);
    for (const [index, ticket] of order.tickets.entries()) {
      const img = page.getByRole('img', {
        name: ticketTexts.qrAlt(index + 1, order.tickets.length, ticket.holder ?? '', ticket.code),
      });
      await expect.element(img).toBeVisible();
      // Each code says whose it is, in its accessible name and under it.
      expect(img.element().getAttribute('alt')).toContain(ticket.holder);
      await expect.element(page.getByText(ticketTexts.validFor(ticket.holder ?? ''))).toBeVisible();
      expect(await decode(img.element() as HTMLImageElement)).toBe(ticket.code);
    }
    expect(fact(ticketTexts.date)).toBe('5 December 2026');
    expect(fact(ticketTexts.time)).toBe('6:30 pm – 9:00 pm IST');
    expect(fact(ticketTexts.venue)).toBe(order.schedule?.venue);
    expect(fact(ticketTexts.holder)).toBe(order.holder);
    expect(fact(ticketTexts.quantity)).toBe('2');
    expect(fact(ticketTexts.orderId)).toBe(order.order_id);
    await expect
      .element(page.getByRole('link', { name: ticketTexts.viewReceipt }))
      .toHaveAttribute('href', order.links.receipt);
    await expect.element(page.getByRole('button', { name: ticketTexts.print })).toBeVisible();
    await expectAccessible();
  });

  test('an order without tickets (a mentor session) says so and leads to its receipt', async () => {
    fakeApi().on(ORDER, () => ({
      status: 1,
      data: { ...order, kind: 'mentor', tickets: [], links: { ...order.links, ticket: null } },
    }));
    await renderApp(<TicketPage />, { path: linkPath });
    await expect.element(page.getByText(ticketTexts.noTicket)).toBeVisible();
    await expect.element(page.getByRole('img', { name: /QR code/ })).not.toBeInTheDocument();
  });

  test("no answer offers 'Try again', which shows the ticket once it comes", async () => {
    let calls = 0;
    fakeApi().on(ORDER, () => {
      calls += 1;
      return calls === 1 ? answer(503) : exampleOf(ORDER);
    });
    await renderApp(<TicketPage />, { path: linkPath });
    await expect.element(page.getByRole('alert')).toHaveTextContent(ticketTexts.failed);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect.element(page.getByRole('img', { name: /QR code for ticket 1 of 2/ })).toBeVisible();
  });
});

describe('a link that opens no order', () => {
  test('says so, whatever was wrong with it, and shows no order', async () => {
    fakeApi().on(ORDER, () => answer(404, { status: 0, message: ordersMessages.notFound }));
    await renderApp(<TicketPage />, { path: `/ticket?order=${order.order_id}&key=wrong` });
    await expect
      .element(page.getByRole('heading', { level: 1, name: orderLinkTexts.notFoundTitle }))
      .toBeVisible();
    await expect.element(page.getByText(ordersMessages.notFound)).toBeVisible();
    await expect.element(page.getByText(order.item)).not.toBeInTheDocument();
    await expect.element(page.getByRole('img', { name: /QR code/ })).not.toBeInTheDocument();
    await expectAccessible();
  });

  test("'Send my links again' checks the address, then shows the same answer for any address, or the 429 message", async () => {
    const answers = [
      { status: 1, message: ordersMessages.linksResent },
      answer(429, { status: 0, message: ordersMessages.tooManyResends }),
    ];
    const api = fakeApi()
      .on(ORDER, () => answer(404, { status: 0, message: ordersMessages.notFound }))
      .on(RESEND, () => answers.shift() ?? answer(500));
    await renderApp(<TicketPage />, { path: `/ticket?order=${order.order_id}` });
    const email = page.getByRole('textbox', { name: orderLinkTexts.email });
    const submit = page.getByRole('button', { name: orderLinkTexts.resendSubmit });
    await submit.click();
    await expect.element(email).toHaveAccessibleDescription(commonMessages.emailRequired);
    await email.fill('not-an-address');
    await submit.click();
    await expect.element(email).toHaveAccessibleDescription(commonMessages.emailInvalid);
    expect(api.callsOf(RESEND)).toHaveLength(0);

    await email.fill('asha.rao@example.com');
    await submit.click();
    await expect.element(page.getByRole('status')).toHaveTextContent(ordersMessages.linksResent);
    expect(api.callsOf(RESEND)[0]?.input).toEqual({ email: 'asha.rao@example.com' });

    await submit.click();
    await expect.element(page.getByRole('alert')).toHaveTextContent(ordersMessages.tooManyResends);
    await expectAccessible();
  });
});

describe('/ticket without an order', () => {
  test("a member's tickets each link to their ticket page", async () => {
    signIn();
    const inAMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    fakeApi().on(accountEndpoints['GET account-events'], () => ({
      status: 1,
      data: [
        {
          id: 301,
          purchased_date: '2025-02-02',
          currency: 'INR' as const,
          amount: 5900,
          refund_status: null,
          order_id: order.order_id,
          event: {
            name: 'Leadership Soiree',
            event_date: inAMonth,
            date: '',
            city: 'Mumbai',
            address: 'Colaba',
          },
        },
      ],
    }));
    await renderApp(<TicketPage />, { path: '/ticket' });
    await expect
      .element(page.getByRole('link', { name: ticketTexts.openTicket('Leadership Soiree') }))
      .toHaveAttribute('href', `/ticket?order=${order.order_id}`);
  });

  test('a guest can have her links sent again', async () => {
    fakeApi();
    await renderApp(<TicketPage />, { path: '/ticket' });
    await expect.element(page.getByRole('heading', { name: orderLinkTexts.resendTitle })).toBeVisible();
    await expect.element(page.getByRole('textbox', { name: orderLinkTexts.email })).toBeVisible();
    await expectAccessible();
  });
});

describe('ticket holders', () => {
  const upcoming: OrderReceipt = {
    ...order,
    schedule: {
      starts_at: '2099-12-05T18:30:00+05:30',
      ends_at: '2099-12-05T21:00:00+05:30',
      venue: 'Mumbai',
    },
  };
  const second = upcoming.tickets[1];

  test("a holder's own link shows her ticket alone, with her name, read with her key and no token", async () => {
    const api = fakeApi().on(OWN_TICKET);
    const own = exampleOf(OWN_TICKET).data;
    await renderApp(<TicketPage />, { path: `/ticket?ticket=${own.ticket.code}&key=HerKey` });
    const img = page.getByRole('img', { name: /QR code/ });
    await expect.poll(() => img.elements().length).toBe(1);
    await expect
      .element(img)
      .toHaveAttribute('alt', ticketTexts.qrAlt(2, 2, own.ticket.holder, own.ticket.code));
    expect(await decode(img.element() as HTMLImageElement)).toBe(own.ticket.code);
    await expect.element(page.getByText(ticketTexts.validFor(own.ticket.holder))).toBeVisible();
    expect(api.callsOf(OWN_TICKET)[0]?.input).toEqual({ key: 'HerKey' });
    expect(api.callsOf(OWN_TICKET)[0]?.authorization).toBeNull();
    expect(api.callsOf(ORDER)).toEqual([]);
    await expect.element(page.getByText(order.holder)).not.toBeInTheDocument();
    await expectAccessible();
  });

  test('the buyer corrects a name before the event: a blank one is refused at its field, then saved', async () => {
    const api = fakeApi()
      .on(ORDER, () => ({ status: 1, data: upcoming }))
      .on(RENAME, ({ input }) => ({
        status: 1,
        message: attendeeMessages.renamed,
        data: { ticket: String(input.ticket), holder: String(input.name) },
      }));
    await renderApp(<TicketPage />, { path: linkPath });
    await page.getByRole('button', { name: ticketTexts.correctNameFor(second?.label ?? '') }).click();
    const field = page.getByRole('textbox', { name: new RegExp(attendeeMessages.nameLabel) });
    await expect.element(field).toHaveFocus();
    await field.fill('  ');
    await page.getByRole('button', { name: ticketTexts.saveName }).click();
    await expect.element(field).toHaveAccessibleDescription(new RegExp(attendeeMessages.nameRequired));
    expect(api.callsOf(RENAME)).toEqual([]);
    await field.fill('Meera N. Iyer');
    await page.getByRole('button', { name: ticketTexts.saveName }).click();
    await expect.element(page.getByText(ticketTexts.validFor('Meera N. Iyer'))).toBeVisible();
    await expect
      .element(page.getByRole('status').filter({ hasText: attendeeMessages.renamed }))
      .toBeVisible();
    expect(api.callsOf(RENAME)[0]?.input).toEqual({
      order_id: order.order_id,
      key: KEY,
      ticket: second?.code,
      name: 'Meera N. Iyer',
    });
    await expect
      .element(page.getByRole('img', { name: ticketTexts.qrAlt(2, 2, 'Meera N. Iyer', second?.code ?? '') }))
      .toBeVisible();
  });

  test('after the start there is nothing to correct', async () => {
    fakeApi().on(ORDER);
    await renderApp(<TicketPage />, { path: linkPath });
    await expect.element(page.getByRole('heading', { level: 2, name: order.item })).toBeVisible();
    await expect.element(page.getByRole('button', { name: /Correct the name/ })).not.toBeInTheDocument();
  });
});
