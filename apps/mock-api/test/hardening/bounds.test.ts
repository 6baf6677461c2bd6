import { APPLICATION_LIST_FIELDS, newMemberFormRequestSchema, paymentMessages, TEXT_MAX } from '@lwl/schemas';
import { describe, expect, it } from 'vitest';
import { limitMessages, RECORD_LIMITS } from '../../src/limits/caps.ts';
import { SEED_IDS } from '../../src/store/seed/purchases.ts';
import type { Store } from '../../src/store/store.ts';
import { fullApp, GUEST_CONTACT, PNG, parseOk, payInSandbox } from '../handlers/setup.ts';
import { floodSize } from '../scale.ts';

/** What the state file would hold of the store (JSON bytes). */
const storeBytes = (store: Store) => Buffer.byteLength(JSON.stringify(store));

const HOUR_S = 3600;

/** Every text field of the application at its maximum length, every list with 50 choices. */
function fullLengthApplication(): Record<string, string | string[]> {
  const longest: Record<string, number> = {
    name: TEXT_MAX.fullName,
    work_city: TEXT_MAX.city,
    current_designation: TEXT_MAX.designation,
    company_name: TEXT_MAX.company,
  };
  const lists: readonly string[] = APPLICATION_LIST_FIELDS;
  const form: Record<string, string | string[]> = {};
  for (const key of Object.keys(newMemberFormRequestSchema.shape)) {
    if (key === 'professional_image') continue;
    if (key === 'email') form[key] = 'titan@lwl.test';
    else if (lists.includes(key)) form[key] = Array.from({ length: 50 }, (_, i) => `${i}`.padEnd(100, 'c'));
    else form[key] = 'x'.repeat(longest[key] ?? TEXT_MAX.text);
  }
  return form;
}

const enquiry = (email: string) => ({
  first_name: 'Fatima',
  last_name: 'Ali',
  email,
  phone: '+971501234567',
  city: 'Dubai',
});

/** Counts of the answers' statuses. */
const statuses = (answers: { status: number }[]) =>
  answers.reduce<Record<number, number>>((counts, { status }) => {
    counts[status] = (counts[status] ?? 0) + 1;
    return counts;
  }, {});

describe('applications', () => {
  it(`from one member: ${floodSize.applications} full-length ones keep 3 a day, the rest answered 429`, async () => {
    const { client, mock } = fullApp();
    const token = client.signIn(SEED_IDS.titanUserId);
    const form = fullLengthApplication();
    const before = storeBytes(mock.state.store);
    const answers = [];
    for (let i = 0; i < floodSize.applications; i++)
      answers.push(await client.post('new-member-form', form, { token }));
    const { max } = RECORD_LIMITS.applicationsPerMember;
    expect(statuses(answers)).toEqual({ 200: max, 429: floodSize.applications - max });
    expect(answers.at(-1)).toMatchObject({ body: { status: 0, message: limitMessages.tooManyApplications } });
    expect(Number(answers.at(-1)?.headers.get('retry-after'))).toBe(24 * HOUR_S);
    expect(mock.state.store.applications).toHaveLength(max);
    const grown = storeBytes(mock.state.store) - before;
    const one = Buffer.byteLength(JSON.stringify(form));
    expect(one).toBeGreaterThan(100_000);
    expect(grown).toBeLessThan(max * one * 1.05);
    // a window, not a ban: a day later the member may apply again
    mock.clock.advance(24 * HOUR_S * 1000);
    const later = client.signIn(SEED_IDS.titanUserId);
    expect((await client.post('new-member-form', form, { token: later })).status).toBe(200);
  }, 120_000);

  it('from many members: kept up to MOCK_MAX_APPLICATION_BYTES, then 400 naming the limit', async () => {
    const cap = 256 * 1024;
    const { client, mock } = fullApp({ MOCK_MAX_APPLICATION_BYTES: String(cap) });
    const form = fullLengthApplication();
    const answers = [];
    // directory members: each a distinct account under its own per-day limit
    for (let userId = 3; userId < 8; userId++)
      answers.push(await client.post('new-member-form', form, { token: client.signIn(userId) }));
    const kept = mock.state.store.applications.length;
    expect(statuses(answers)).toEqual({ 200: kept, 400: answers.length - kept });
    expect(kept).toBeGreaterThan(0);
    expect(answers.at(-1)?.body).toEqual({ status: 0, message: limitMessages.applicationsFull(cap) });
    expect(limitMessages.applicationsFull(cap)).toContain('0.2 MB');
    const bytes = mock.state.store.applications.reduce((sum, a) => sum + JSON.stringify(a.fields).length, 0);
    expect(bytes).toBeLessThanOrEqual(cap);
  });
});

describe('enquiries', () => {
  it(`from one remote client: ${floodSize.enquiries} keep 20 an hour, the rest answered 429`, async () => {
    const { client, mock } = fullApp();
    const peer = '203.0.113.7';
    const answers = [];
    for (let i = 0; i < floodSize.enquiries; i++)
      answers.push(await client.post('uaeEnquiry', enquiry(`e${i}@example.com`), { peer }));
    const { max } = RECORD_LIMITS.enquiriesPerClient;
    expect(statuses(answers)).toEqual({ 200: max, 429: floodSize.enquiries - max });
    expect(answers.at(-1)?.body).toEqual({ status: 0, message: limitMessages.tooManyEnquiries });
    expect(Number(answers.at(-1)?.headers.get('retry-after'))).toBe(HOUR_S);
    expect(mock.state.store.enquiries).toHaveLength(max);
    // another client is not that one
    expect(
      (await client.post('uaeEnquiry', enquiry('other@example.com'), { peer: '198.51.100.4' })).status,
    ).toBe(200);
  }, 120_000);

  it(`from loopback: 3 a day per address, and MOCK_MAX_ENQUIRIES in all (then 400), of ${floodSize.enquiries}`, async () => {
    // quick: a cap of 100 under 400 enquiries; full: the default 1,000 under 5,000
    const cap = floodSize.enquiries >= 5000 ? 1000 : 100;
    const { client, mock } = fullApp({ MOCK_MAX_ENQUIRIES: String(cap) });
    expect(mock.state.env.MOCK_MAX_ENQUIRIES).toBe(cap);
    const same = [];
    for (let i = 0; i < 10; i++) same.push(await client.post('uaeEnquiry', enquiry('fatima@example.com')));
    const { max } = RECORD_LIMITS.enquiriesPerAddress;
    expect(statuses(same)).toEqual({ 200: max, 429: 10 - max });
    expect(Number(same.at(-1)?.headers.get('retry-after'))).toBe(24 * HOUR_S);
    const before = storeBytes(mock.state.store);
    const answers = [];
    for (let i = 0; i < floodSize.enquiries; i++)
      answers.push(await client.post('uaeEnquiry', enquiry(`e${i}@example.com`)));
    expect(statuses(answers)).toEqual({ 200: cap - max, 400: floodSize.enquiries - (cap - max) });
    expect(answers.at(-1)?.body).toEqual({ status: 0, message: limitMessages.enquiriesFull(cap) });
    expect(mock.state.store.enquiries).toHaveLength(cap);
    // each enquiry here is about 200 bytes of JSON: the store grew by what it kept, no more
    expect(storeBytes(mock.state.store) - before).toBeLessThan(cap * 300);
  }, 120_000);
});

describe('unpaid orders', () => {
  it(`${floodSize.concurrentOrders} at once from one buyer: 20 answered with an id, each payable; the rest 429`, async () => {
    const { client, mock } = fullApp();
    const body = { ...GUEST_CONTACT, quantity: 1, event_id: 1 };
    const answers = await Promise.all(
      Array.from({ length: floodSize.concurrentOrders }, () => client.post('event-payment', body)),
    );
    const max = mock.state.env.MOCK_MAX_UNPAID_ORDERS;
    expect(statuses(answers)).toEqual({ 200: max, 429: floodSize.concurrentOrders - max });
    const refused = answers.find((a) => a.status === 429);
    expect(refused?.body).toEqual({
      status: 0,
      message: limitMessages.tooManyUnpaidOrders(max, HOUR_S),
    });
    expect(limitMessages.tooManyUnpaidOrders(max, HOUR_S)).toContain('expire after 60 minutes');
    expect(Number(refused?.headers.get('retry-after'))).toBe(HOUR_S);
    const ids = answers
      .filter((a) => a.status === 200)
      .map((a) => parseOk('POST event-payment', a.body).order_id);
    // every id that was answered can be paid: nothing answered was dropped
    const paid = await Promise.all(
      ids.map(async (id) => client.post('event-payment-callback', await payInSandbox(client, id))),
    );
    expect(paid.map((p) => p.status)).toEqual(ids.map(() => 200));
    expect(
      mock.state.store.orders.filter((o) => ids.includes(o.order_id) && o.status === 'paid'),
    ).toHaveLength(max);
  }, 60_000);

  it('stay payable until they expire (MOCK_ORDER_TTL_S), then are refused as expired and removed', async () => {
    const { client, mock } = fullApp({ MOCK_WEBHOOK_DELAY_MS: '600000' });
    const body = { ...GUEST_CONTACT, quantity: 1, event_id: 1 };
    const order = async () => parseOk('POST event-payment', (await client.post('event-payment', body)).body);
    const early = await order();
    const late = await order();
    const taken = await order();
    // A payment the provider took is money taken: its order outlives the expiry (docs/decisions/0036).
    const takenConfirmation = await payInSandbox(client, taken.order_id);
    mock.clock.advance(HOUR_S * 1000 - 1000);
    expect(
      (await client.post('event-payment-callback', await payInSandbox(client, early.order_id))).status,
    ).toBe(200);
    mock.clock.advance(1000);
    expect(await client.mock('POST', '/__mock/checkout/pay', { order_id: late.order_id })).toMatchObject({
      status: 400,
      body: { message: paymentMessages.orderExpired },
    });
    expect((await client.post('event-payment-callback', takenConfirmation)).status).toBe(200);
    const ids = mock.state.store.orders.map((o) => o.order_id);
    expect(ids).toContain(early.order_id);
    expect(ids).toContain(taken.order_id);
    expect(ids).not.toContain(late.order_id);
    expect(mock.state.store.payments.map((p) => p.order_id)).not.toContain(late.order_id);
  });

  it('the 21st is refused until the oldest expires; the sandbox takes one payment an order', async () => {
    const { client, mock } = fullApp({ MOCK_WEBHOOK_DELAY_MS: '600000' });
    const paid = parseOk(
      'POST event-payment',
      (
        await client.post('event-payment', {
          ...GUEST_CONTACT,
          email: 'once@example.com',
          quantity: 1,
          event_id: 1,
        })
      ).body,
    );
    await payInSandbox(client, paid.order_id);
    const again = await client.mock('POST', '/__mock/checkout/pay', { order_id: paid.order_id });
    expect(again.status).toBe(400);
    expect(mock.state.store.payments.filter((p) => p.order_id === paid.order_id)).toHaveLength(1);
    const body = { ...GUEST_CONTACT, quantity: 1, event_id: 1 };
    expect((await client.post('event-payment', body)).status).toBe(200);
    mock.clock.advance(10 * 60 * 1000);
    for (let i = 1; i < 20; i++) expect((await client.post('event-payment', body)).status).toBe(200);
    const refused = await client.post('event-payment', body);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBe(50 * 60);
    // the signed-in member is another buyer
    expect(
      (await client.post('user-event-payment', body, { token: client.signIn(SEED_IDS.titanUserId) })).status,
    ).toBe(200);
    mock.clock.advance(50 * 60 * 1000);
    expect((await client.post('event-payment', body)).status).toBe(200);
  });
});

describe('in all, whatever the buyers', () => {
  it('unpaid orders: 50 times the per-buyer cap at once, then 429 until the oldest expires', async () => {
    const { client, mock } = fullApp({ MOCK_MAX_UNPAID_ORDERS: '1' });
    const order = (i: number) =>
      client.post('event-payment', {
        ...GUEST_CONTACT,
        email: `g${i}@example.com`,
        quantity: 1,
        event_id: 1,
      });
    for (let i = 0; i < RECORD_LIMITS.unpaidInAllFactor; i++) expect((await order(i)).status).toBe(200);
    const refused = await order(RECORD_LIMITS.unpaidInAllFactor);
    expect(refused).toMatchObject({
      status: 429,
      body: { message: limitMessages.tooManyUnpaidOrdersInAll(RECORD_LIMITS.unpaidInAllFactor, HOUR_S) },
    });
    expect(Number(refused.headers.get('retry-after'))).toBe(HOUR_S);
    expect(mock.state.store.orders.filter((o) => o.status === 'created')).toHaveLength(
      RECORD_LIMITS.unpaidInAllFactor,
    );
  });

  it(`orders of any kind: ${RECORD_LIMITS.ordersInAll.max} an hour, then 429`, async () => {
    const { client } = fullApp();
    const order = (i: number) =>
      client.post('event-payment', {
        ...GUEST_CONTACT,
        email: `g${i}@example.com`,
        quantity: 1,
        event_id: 1,
        coupon: 'FREE100',
      });
    const { max } = RECORD_LIMITS.ordersInAll;
    const answers = [];
    for (let i = 0; i <= max; i++) answers.push(await order(i));
    expect(statuses(answers)).toEqual({ 200: max, 429: 1 });
    expect(answers.at(-1)?.body).toEqual({ status: 0, message: limitMessages.tooManyOrdersInAll });
  }, 60_000);

  it(`free mentor sessions: ${RECORD_LIMITS.freeSessionsInAll.max} a day, then 429`, async () => {
    const { client, mock } = fullApp();
    const mentor = mock.state.store.mentors.find((m) => m.allow_non_member);
    const { max } = RECORD_LIMITS.freeSessionsInAll;
    const before = mock.state.store.mentorBookings.filter((b) => b.free).length;
    const answers = [];
    for (let i = 0; i <= max - before; i++)
      answers.push(
        await client.post('mentor-free-sesssion-appointment', {
          ...GUEST_CONTACT,
          email: `g${i}@example.com`,
          mentor_id: mentor?.id,
        }),
      );
    expect(answers.at(-1)).toMatchObject({
      status: 429,
      body: { message: limitMessages.tooManyFreeSessionsInAll },
    });
    expect(mock.state.store.mentorBookings.filter((b) => b.free)).toHaveLength(max);
  }, 60_000);
});

describe('paid and free records', () => {
  it(`free (FREE100) orders: ${RECORD_LIMITS.ordersPerBuyer.max} an hour per buyer, then 429`, async () => {
    const { client, mock } = fullApp();
    const body = { ...GUEST_CONTACT, quantity: 1, event_id: 1, coupon: 'FREE100' };
    const { max } = RECORD_LIMITS.ordersPerBuyer;
    for (let i = 0; i < max; i++) expect((await client.post('event-payment', body)).status).toBe(200);
    const refused = await client.post('event-payment', body);
    expect(refused).toMatchObject({ status: 429, body: { message: limitMessages.tooManyOrders } });
    expect(Number(refused.headers.get('retry-after'))).toBe(HOUR_S);
    expect(mock.state.store.orders.filter((o) => o.buyer?.email === GUEST_CONTACT.email)).toHaveLength(max);
  });

  it(`free mentor sessions: ${RECORD_LIMITS.freeSessionsPerBuyer.max} a day per buyer, then 429`, async () => {
    const { client, mock } = fullApp();
    const token = client.signIn(SEED_IDS.maverickUserId);
    const mentor = mock.state.store.mentors[0];
    const body = { ...GUEST_CONTACT, mentor_id: mentor?.id };
    const { max } = RECORD_LIMITS.freeSessionsPerBuyer;
    const before = mock.state.store.mentorBookings.length;
    for (let i = 0; i < max; i++)
      expect((await client.post('mentor-free-sesssion-appointment', body, { token })).status).toBe(200);
    const refused = await client.post('mentor-free-sesssion-appointment', body, { token });
    expect(refused).toMatchObject({ status: 429, body: { message: limitMessages.tooManyFreeSessions } });
    expect(Number(refused.headers.get('retry-after'))).toBe(24 * HOUR_S);
    expect(mock.state.store.mentorBookings).toHaveLength(before + max);
  });

  it('a refused membership order keeps no photo', async () => {
    const { client, mock } = fullApp();
    const options = parseOk('GET membership/{slug}', (await client.get('membership/titan')).body);
    const image = new File([PNG], 'me.png', { type: 'image/png' });
    const res = await client.post('membership-payment', {
      title: 'Ms',
      first_name: 'Asha',
      last_name: 'Guest',
      email: 'new-member@example.com',
      phone: '9876543210',
      company_name: 'Acme',
      designation: 'CTO',
      city: 'Mumbai',
      state: 'Maharashtra',
      pincode: '400001',
      password: 'Lwl@12345',
      confirm_password: 'Lwl@12345',
      membership_price_id: options[0]?.id,
      provides_gst_details: false,
      coupon: 'NOPE',
      image,
    });
    expect(res.status).toBe(400);
    expect(mock.state.store.uploads).toHaveLength(0);
  });
});
