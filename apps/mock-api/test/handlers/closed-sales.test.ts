import { ventureMessages } from '@lwl/schemas';
import { describe, expect, it } from 'vitest';
import { UPCOMING_EDITION_IN_DAYS } from '../../src/store/seed/venture-editions.ts';
import { TEST_NOW } from '../client.ts';
import { fullApp, GUEST_CONTACT, parseOk, payInSandbox } from './setup.ts';

type App = ReturnType<typeof fullApp>;

const editionOf = async (client: App['client']) =>
  parseOk('GET ventures', (await client.get('ventures')).body).edition;

const buyPass = (client: App['client']) =>
  client.post('venture-payment', {
    ...GUEST_CONTACT,
    member_type: 'non_member',
    price_type: 'two_days_pass',
    venture_id: 1,
  });

describe('Venture Vault editions: the server decides when sales close', () => {
  it('shows the specs’ April 2025 edition while it is upcoming, open until 24 hours before it starts', async () => {
    // TEST_NOW is 10 March 2025; the unpaid order made then is kept to the end (30 days, not 1 hour)
    const { client, mock } = fullApp({ MOCK_ORDER_TTL_S: String(30 * 86_400) });
    expect(await editionOf(client)).toMatchObject({
      id: 1,
      start_date: '2025-04-04',
      end_date: '2025-04-05',
      starts_at: '2025-04-04T09:00:00+05:30',
      registration_closes_at: '2025-04-03T03:30:00.000Z',
      registration_open: true,
      city: 'Mumbai',
    });
    expect((await buyPass(client)).status).toBe(200);

    mock.clock.set('2025-04-03T03:29:59.000Z');
    expect((await editionOf(client))?.registration_open).toBe(true);
    mock.clock.set('2025-04-03T03:30:00.000Z');
    expect((await editionOf(client))?.registration_open).toBe(false);
    expect(await buyPass(client)).toMatchObject({
      status: 400,
      body: { status: 0, message: ventureMessages.registrationClosed },
    });
    expect(mock.state.store.orders).toHaveLength(1);
  });

  it('moves on to the upcoming edition dated from the mock’s clock once the April one has ended', async () => {
    const { client, mock } = fullApp();
    mock.clock.set('2025-04-05T13:00:00.000Z'); // 18:30 IST on the last day: ended
    const upcoming = await editionOf(client);
    const start = new Date(Date.parse(TEST_NOW) + UPCOMING_EDITION_IN_DAYS * 86_400_000)
      .toISOString()
      .slice(0, 10);
    expect(upcoming).toMatchObject({ id: 2, start_date: start, registration_open: true });
    const order = parseOk('POST venture-payment', (await buyPass(client)).body);
    // The booking names the edition it is for.
    const record = mock.state.store.orders.find((o) => o.order_id === order.order_id);
    expect(record?.item).toMatchObject({ kind: 'venture', edition_id: 2 });
    const paid = await client.post('venture-payment-callback', await payInSandbox(client, order.order_id));
    expect(paid.status).toBe(200);
    expect(mock.state.store.ventureBookings[0]).toMatchObject({ order_id: order.order_id, edition_id: 2 });
  });

  it('after every edition, shows the latest past one, closed', async () => {
    const { client, mock } = fullApp();
    mock.clock.set('2026-01-01T00:00:00.000Z');
    expect(await editionOf(client)).toMatchObject({ id: 2, registration_open: false });
    expect((await buyPass(client)).status).toBe(400);
  });
});

describe('events: sales close at the start', () => {
  it('refuses an order once the event has started, and lists it as past', async () => {
    const { client, mock } = fullApp();
    const event = mock.state.store.events.find(
      (e) => e.allow_non_member && e.event_date > TEST_NOW.slice(0, 10),
    );
    if (!event) throw new Error('no upcoming open event in the seed');
    const detail = parseOk(
      'GET events/{slug}',
      (await client.get('events/{slug}', { slug: event.slug })).body,
    ).data;
    expect(detail.list_status).toBe('upcoming');
    const startMs = Date.parse(detail.date);
    const order = () => client.post('event-payment', { ...GUEST_CONTACT, quantity: 1, event_id: event.id });

    mock.clock.set(new Date(startMs - 1000));
    expect((await order()).status).toBe(200);
    mock.clock.set(new Date(startMs));
    expect(await order()).toMatchObject({
      status: 400,
      body: { status: 0, message: 'This event is no longer open for booking.' },
    });
    const started = parseOk(
      'GET events/{slug}',
      (await client.get('events/{slug}', { slug: event.slug })).body,
    );
    expect(started.data.list_status).toBe('past');
    expect(started.data.prices.some((p) => p.can_view)).toBe(false);
  });
});
