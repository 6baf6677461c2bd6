import { attendeeMessages, eventInstant, ordersMessages } from '@lwl/schemas';
import { describe, expect, it } from 'vitest';
import { buy, fullApp, GUEST_CONTACT, parseOk } from '../handlers/setup.ts';

type App = ReturnType<typeof fullApp>;

const HOLDERS = [
  { name: GUEST_CONTACT.name },
  { name: 'Meera Nair', email: 'meera@example.com' },
  { name: 'Lata Rao', email: '' },
];

const threeNamedTickets = (app: App, attendees: unknown = HOLDERS) =>
  buy(app.client, 'event-payment', 'event-payment-callback', {
    ...GUEST_CONTACT,
    event_id: 1,
    quantity: 3,
    attendees,
  });

const receiptOf = async (app: App, order_id: string, key: string) =>
  parseOk('GET orders/{order_id}', (await app.client.get('orders/{order_id}', { order_id, key })).body).data;

/** The holder's own link, as her e-mail gives it. */
function attendeeLinkOf(app: App, to: string) {
  const mail = app.mock.state.outbox.list().find((m) => m.kind === 'attendee-ticket' && m.to === to);
  const url = /https?:\/\/\S+\/ticket\?\S+/.exec(mail?.text ?? '')?.[0];
  if (!url) throw new Error(`no attendee-ticket mail to ${to}`);
  const link = new URL(url);
  return { url, ticket: link.searchParams.get('ticket') ?? '', key: link.searchParams.get('key') ?? '' };
}

const rename = (app: App, body: Record<string, unknown>) => app.client.post('order-holders', body as never);

describe('ticket holders: one per ticket, stored on the order', () => {
  it('keeps each holder on her ticket, in order, on the buyer’s receipt', async () => {
    const app = fullApp();
    const order = await threeNamedTickets(app);
    const receipt = await receiptOf(app, order.order_id, order.access_key ?? '');
    expect(receipt.holder).toBe(GUEST_CONTACT.name);
    expect(receipt.tickets.map((t) => [t.label, t.holder, t.holder_email])).toEqual([
      ['Ticket 1 of 3', GUEST_CONTACT.name, undefined],
      ['Ticket 2 of 3', 'Meera Nair', 'meera@example.com'],
      ['Ticket 3 of 3', 'Lata Rao', undefined],
    ]);
    expect(app.mock.state.store.orders.find((o) => o.order_id === order.order_id)?.attendees).toHaveLength(3);
  });

  it('without holders (the specs’ call) the buyer holds the first ticket and the others are unnamed', async () => {
    const app = fullApp();
    const order = await buy(app.client, 'event-payment', 'event-payment-callback', {
      ...GUEST_CONTACT,
      event_id: 1,
      quantity: 2,
    });
    const receipt = await receiptOf(app, order.order_id, order.access_key ?? '');
    expect(receipt.tickets.map((t) => t.holder)).toEqual([GUEST_CONTACT.name, '']);
  });

  it.each([
    ['fewer holders than tickets', HOLDERS.slice(0, 2), attendeeMessages.countMismatch],
    ['a holder without a name', [HOLDERS[0], { name: '  ' }, HOLDERS[2]], attendeeMessages.nameRequired],
    [
      'an invalid e-mail',
      [HOLDERS[0], { name: 'Meera', email: 'meera@' }, HOLDERS[2]],
      attendeeMessages.emailInvalid,
    ],
    ['not a list', 'Meera, Lata', undefined],
    ['six holders', Array.from({ length: 6 }, () => ({ name: 'X' })), attendeeMessages.countMismatch],
  ])('refuses %s with a 400 and a clear message, never a 500', async (_what, attendees, message) => {
    const app = fullApp();
    const res = await app.client.post('event-payment', {
      ...GUEST_CONTACT,
      event_id: 1,
      quantity: 3,
      attendees,
    });
    expect(res.status).toBe(400);
    const body = res.body as { status: number; message: string };
    expect(body.status).toBe(0);
    if (message) expect(body.message).toBe(message);
    else expect(body.message.length).toBeGreaterThan(0);
  });
});

describe('a holder’s own message and link', () => {
  it('mails each holder with an e-mail her own ticket; her link opens her ticket alone', async () => {
    const app = fullApp();
    const order = await threeNamedTickets(app);
    const mails = app.mock.state.outbox.list().filter((m) => m.kind === 'attendee-ticket');
    expect(mails.map((m) => m.to)).toEqual(['meera@example.com']);
    const mail = mails[0];
    expect(mail?.subject).toBe('Your ticket for Women in Leadership Summit');
    expect(mail?.text).toContain('Meera Nair');
    expect(mail?.text).not.toContain(GUEST_CONTACT.email);
    expect(mail?.text).not.toContain(order.order_id);

    const link = attendeeLinkOf(app, 'meera@example.com');
    expect(link.url).toMatch(/\/ticket\?ticket=tkt_[0-9A-Z]{26}&key=[\w-]{22}$/);
    expect(link.key).not.toBe(order.access_key);
    const res = await app.client.get('attendee-tickets/{ticket}', { ticket: link.ticket, key: link.key });
    const ticket = parseOk('GET attendee-tickets/{ticket}', res.body).data;
    expect(ticket).toMatchObject({
      item: 'Women in Leadership Summit',
      ticket: { code: link.ticket, label: 'Ticket 2 of 3', holder: 'Meera Nair' },
    });
    // Only her ticket: none of the others' codes, nor the buyer's details or the amount.
    const receipt = await receiptOf(app, order.order_id, order.access_key ?? '');
    const text = JSON.stringify(res.body);
    for (const other of [receipt.tickets[0]?.code, receipt.tickets[2]?.code])
      expect(text).not.toContain(other);
    expect(text).not.toContain(GUEST_CONTACT.email);
    expect(text).not.toContain(GUEST_CONTACT.name);
    expect(text).not.toContain('amount');

    // Her key opens neither the order's receipt nor another ticket.
    expect(
      (await app.client.get('orders/{order_id}', { order_id: order.order_id, key: link.key })).status,
    ).toBe(404);
    const first = receipt.tickets[0]?.code ?? '';
    expect((await app.client.get('attendee-tickets/{ticket}', { ticket: first, key: link.key })).status).toBe(
      404,
    );
  });

  it('answers one 404 for a wrong or missing key and an unknown ticket', async () => {
    const app = fullApp();
    await threeNamedTickets(app);
    const link = attendeeLinkOf(app, 'meera@example.com');
    for (const input of [
      { ticket: link.ticket, key: 'x'.repeat(22) },
      { ticket: link.ticket },
      { ticket: 'tkt_00000000000000000000000000', key: link.key },
    ]) {
      const res = await app.client.get('attendee-tickets/{ticket}', input);
      expect(res).toMatchObject({
        status: 404,
        body: { status: 0, message: attendeeMessages.ticketNotFound },
      });
    }
  });

  it('sends no separate message to a holder whose e-mail is the buyer’s', async () => {
    const app = fullApp();
    await threeNamedTickets(app, [
      HOLDERS[0],
      { name: 'Me again', email: GUEST_CONTACT.email.toUpperCase() },
      HOLDERS[2],
    ]);
    expect(app.mock.state.outbox.list().filter((m) => m.kind === 'attendee-ticket')).toEqual([]);
  });
});

describe('the buyer corrects a holder’s name until the event starts', () => {
  it('corrects it for the order’s key; the holder’s own ticket shows the new name', async () => {
    const app = fullApp();
    const order = await threeNamedTickets(app);
    const key = order.access_key ?? '';
    const link = attendeeLinkOf(app, 'meera@example.com');
    const res = await rename(app, {
      order_id: order.order_id,
      key,
      ticket: link.ticket,
      name: '  Meera N. Iyer ',
    });
    expect(parseOk('POST order-holders', res.body)).toEqual({
      status: 1,
      message: attendeeMessages.renamed,
      data: { ticket: link.ticket, holder: 'Meera N. Iyer' },
    });
    const own = await app.client.get('attendee-tickets/{ticket}', { ticket: link.ticket, key: link.key });
    expect(parseOk('GET attendee-tickets/{ticket}', own.body).data.ticket.holder).toBe('Meera N. Iyer');
    const receipt = await receiptOf(app, order.order_id, key);
    expect(receipt.tickets[1]?.holder).toBe('Meera N. Iyer');
  });

  it('names an unnamed ticket of an order placed without holders', async () => {
    const app = fullApp();
    const order = await buy(app.client, 'event-payment', 'event-payment-callback', {
      ...GUEST_CONTACT,
      event_id: 1,
      quantity: 2,
    });
    const key = order.access_key ?? '';
    const second = (await receiptOf(app, order.order_id, key)).tickets[1]?.code ?? '';
    expect(
      (await rename(app, { order_id: order.order_id, key, ticket: second, name: 'Lata Rao' })).status,
    ).toBe(200);
    expect((await receiptOf(app, order.order_id, key)).tickets.map((t) => t.holder)).toEqual([
      GUEST_CONTACT.name,
      'Lata Rao',
    ]);
  });

  it('refuses after the start with a clear message, and keeps the name', async () => {
    const app = fullApp();
    const order = await threeNamedTickets(app);
    const key = order.access_key ?? '';
    const event = app.mock.state.store.events.find((e) => e.id === 1);
    if (!event) throw new Error('no event 1');
    const startsAt = new Date(eventInstant(event.event_date, event.start_time_edited, event.timezone));
    const link = attendeeLinkOf(app, 'meera@example.com');
    app.mock.clock.set(new Date(startsAt.getTime() - 1000).toISOString());
    expect(
      (await rename(app, { order_id: order.order_id, key, ticket: link.ticket, name: 'Before' })).status,
    ).toBe(200);
    app.mock.clock.set(startsAt.toISOString());
    const res = await rename(app, { order_id: order.order_id, key, ticket: link.ticket, name: 'After' });
    expect(res).toMatchObject({ status: 400, body: { status: 0, message: attendeeMessages.renameClosed } });
    expect((await receiptOf(app, order.order_id, key)).tickets[1]?.holder).toBe('Before');
  });

  it('refuses a blank name (400), a wrong key or another order’s ticket (404), never a 500', async () => {
    const app = fullApp();
    const order = await threeNamedTickets(app);
    const other = await threeNamedTickets(app);
    const key = order.access_key ?? '';
    const ticket = attendeeLinkOf(app, 'meera@example.com').ticket;
    const otherTicket = (await receiptOf(app, other.order_id, other.access_key ?? '')).tickets[0]?.code;
    expect(await rename(app, { order_id: order.order_id, key, ticket, name: '   ' })).toMatchObject({
      status: 400,
      body: { message: attendeeMessages.nameRequired },
    });
    expect(
      await rename(app, { order_id: order.order_id, key: 'x'.repeat(22), ticket, name: 'X' }),
    ).toMatchObject({
      status: 404,
      body: { message: attendeeMessages.unknownTicket },
    });
    expect(
      await rename(app, { order_id: order.order_id, key, ticket: otherTicket, name: 'X' }),
    ).toMatchObject({
      status: 404,
      body: { message: attendeeMessages.unknownTicket },
    });
    expect((await rename(app, { order_id: order.order_id, key, ticket: 42, name: 'X' })).status).toBe(400);
    expect(ordersMessages.notFound.length).toBeGreaterThan(0);
  });
});
