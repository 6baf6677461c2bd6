import { eventsEndpoints } from '@lwl/schemas';
import { describe, expect, it } from 'vitest';
import { eventsHandlers } from '../../src/handlers/events.ts';
import { SEED_IDS } from '../../src/store/seed/purchases.ts';
import { handlerApp, parseOk, payInSandbox } from './setup.ts';

const guest = {
  name: 'Asha Guest',
  email: 'asha@example.com',
  company_name: 'Acme',
  designation: 'CTO',
  phone: '9876543210',
};
const setup = () => handlerApp(eventsEndpoints, eventsHandlers);

async function eventBySlug(client: ReturnType<typeof setup>['client'], slug: string, token?: string) {
  const res = await client.get('events/{slug}', { slug }, { token });
  expect(res.status).toBe(200);
  return parseOk('GET events/{slug}', res.body).data;
}

describe('events', () => {
  it('lists upcoming events (with a sticky list) and past events as a bare array', async () => {
    const { client } = setup();
    const list = await client.get('events');
    expect(list.status).toBe(200);
    const body = parseOk('GET events', list.body);
    expect(body.data.length).toBeGreaterThan(6);
    expect(body.data.every((e) => e.list_status === 'upcoming')).toBe(true);
    expect(body.data[0]?.image).toMatch(/^http:\/\/localhost\/images\/events\/\d+\.svg$/);
    const past = await client.get('past-events');
    const pastEvents = parseOk('GET past-events', past.body);
    expect(pastEvents.map((e) => e.slug)).toContain(SEED_IDS.pastEventSlug);
  });

  it('shows a guest the non-member row as buyable and a Titan the Titan row', async () => {
    const { client } = setup();
    const asGuest = await eventBySlug(client, SEED_IDS.upcomingOpenEventSlug);
    expect(asGuest.prices.filter((p) => p.can_view).map((p) => p.membership)).toEqual(['Non Member']);
    expect(asGuest.related_events.length + asGuest.non_related_events.length).toBeGreaterThan(0);
    const asTitan = await eventBySlug(client, SEED_IDS.upcomingOpenEventSlug, client.signIn(1));
    expect(asTitan.prices.filter((p) => p.can_view).map((p) => p.membership)).toEqual(['Titan']);
    const membersOnly = await eventBySlug(client, SEED_IDS.membersOnlyEventSlug);
    expect(membersOnly.prices.some((p) => p.can_view)).toBe(false);
  });

  it("lists each event's price rows as its page does (the `prices` extension), per caller", async () => {
    const { client } = setup();
    const listed = async (token?: string) =>
      parseOk('GET events', (await client.get('events', {}, { token })).body).data;
    const open = (await listed()).find((e) => e.slug === SEED_IDS.upcomingOpenEventSlug);
    const page = await eventBySlug(client, SEED_IDS.upcomingOpenEventSlug);
    expect(open?.prices).toEqual(page.prices);
    const titan = client.signIn(1);
    const asTitan = (await listed(titan)).find((e) => e.slug === SEED_IDS.upcomingOpenEventSlug);
    expect(asTitan?.prices?.filter((p) => p.can_view).map((p) => p.membership)).toEqual(['Titan']);
    const membersOnly = (await listed()).find((e) => e.slug === SEED_IDS.membersOnlyEventSlug);
    expect(membersOnly?.prices?.some((p) => p.can_view)).toBe(false);
  });

  it('answers 404 for an unknown slug', async () => {
    const { client } = setup();
    const res = await client.get('events/{slug}', { slug: 'no-such-event' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ status: 0, message: 'Record not found. Please try again later.' });
  });

  it('takes a guest order at the non-member price times quantity, then records it on the callback', async () => {
    const { client, mock } = setup();
    const event = await eventBySlug(client, SEED_IDS.upcomingOpenEventSlug);
    const price = event.prices.find((p) => p.membership === 'Non Member')?.price ?? 0;
    const res = await client.post('event-payment', {
      ...guest,
      quantity: '2',
      event_id: String(event.id),
      coupon: '',
    });
    expect(res.status).toBe(200);
    const order = parseOk('POST event-payment', res.body);
    expect(order.amount).toBe(price * 2 * 100);
    expect(order.paid).toBeUndefined();
    const before = mock.state.store.eventPurchases.length;
    const confirmation = await payInSandbox(client, order.order_id);
    const cb = await client.post('event-payment-callback', confirmation);
    expect(cb.status).toBe(200);
    parseOk('POST event-payment-callback', cb.body);
    expect(mock.state.store.eventPurchases.length).toBe(before + 1);
    expect(mock.state.store.eventPurchases.at(-1)).toMatchObject({
      event_id: event.id,
      quantity: 2,
      user_id: null,
    });
  });

  it('applies LWL10, makes FREE100 orders paid at once, and refuses other coupons', async () => {
    const { client, mock } = setup();
    const token = client.signIn(1);
    const event = await eventBySlug(client, SEED_IDS.upcomingOpenEventSlug, token);
    const titanPrice = event.prices.find((p) => p.membership === 'Titan')?.price ?? 0;
    const tenOff = parseOk(
      'POST user-event-payment',
      (
        await client.post(
          'user-event-payment',
          { quantity: 1, event_id: event.id, coupon: 'LWL10' },
          { token },
        )
      ).body,
    );
    expect(tenOff.amount).toBe(Math.round(titanPrice * 0.9 * 100));
    const before = mock.state.store.eventPurchases.length;
    const free = await client.post(
      'user-event-payment',
      { quantity: 1, event_id: event.id, coupon: 'FREE100' },
      { token },
    );
    expect(parseOk('POST user-event-payment', free.body)).toMatchObject({ status: 1, paid: true, amount: 0 });
    expect(mock.state.store.eventPurchases.length).toBe(before + 1);
    const bad = await client.post(
      'user-event-payment',
      { quantity: 1, event_id: event.id, coupon: 'NOPE' },
      { token },
    );
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ status: 0, message: 'Invalid coupon code.' });
  });

  it('refuses bad input, members-only events for guests, past events and unknown ids', async () => {
    const { client } = setup();
    const membersOnly = await eventBySlug(client, SEED_IDS.membersOnlyEventSlug);
    const past = await eventBySlug(client, SEED_IDS.pastEventSlug);
    const quantity = await client.post('event-payment', { ...guest, quantity: 6, event_id: 1 });
    expect(quantity).toMatchObject({
      status: 400,
      body: { status: 0, message: 'Quantity must be between 1 and 5.' },
    });
    const name = await client.post('event-payment', { ...guest, name: '', quantity: 1, event_id: 1 });
    expect(name).toMatchObject({ status: 400, body: { message: 'Name is required' } });
    const forbidden = await client.post('event-payment', { ...guest, quantity: 1, event_id: membersOnly.id });
    expect(forbidden.status).toBe(403);
    const over = await client.post('event-payment', { ...guest, quantity: 1, event_id: past.id });
    expect(over).toMatchObject({
      status: 400,
      body: { message: 'This event is no longer open for booking.' },
    });
    const unknown = await client.post('event-payment', { ...guest, quantity: 1, event_id: 999 });
    expect(unknown.status).toBe(404);
    const noToken = await client.post('user-event-payment', { quantity: 1, event_id: 1 });
    expect(noToken.status).toBe(401);
  });

  it('lets a member buy a members-only event at their tier price', async () => {
    const { client } = setup();
    const token = client.signIn(SEED_IDS.maverickUserId);
    const event = await eventBySlug(client, SEED_IDS.membersOnlyEventSlug, token);
    const row = event.prices.find((p) => p.can_view);
    expect(row?.membership).toBe('Maverick');
    const res = await client.post('user-event-payment', { quantity: 1, event_id: event.id }, { token });
    expect(parseOk('POST user-event-payment', res.body).amount).toBe((row?.price ?? 0) * 100);
  });

  it('refuses a forged signature, and records a repeated callback once', async () => {
    const { client, mock } = setup();
    const order = parseOk(
      'POST event-payment',
      (await client.post('event-payment', { ...guest, quantity: 1, event_id: 1 })).body,
    );
    const confirmation = await payInSandbox(client, order.order_id);
    const forged = await client.post('event-payment-callback', {
      ...confirmation,
      razorpay_signature: 'a'.repeat(64),
    });
    expect(forged).toMatchObject({
      status: 400,
      body: { status: 0, message: 'Payment verification failed.' },
    });
    const before = mock.state.store.eventPurchases.length;
    for (let i = 0; i < 3; i++) {
      const res = await client.post('event-payment-callback', confirmation);
      expect(res.status).toBe(200);
    }
    expect(mock.state.store.eventPurchases.length).toBe(before + 1);
    const paidAgain = await client.mock('POST', '/__mock/checkout/pay', { order_id: order.order_id });
    expect(paidAgain.status).toBe(400);
  });
});
