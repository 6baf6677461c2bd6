import { endpoints } from '@lwl/schemas';
import { describe, expect, it } from 'vitest';
import { buildOpenApi } from '../../src/openapi/document.ts';
import { SEED_IDS } from '../../src/store/seed/purchases.ts';
import { fullApp, GUEST_CONTACT, parseOk } from './setup.ts';

type Client = ReturnType<typeof fullApp>['client'];

async function quote(client: Client, body: Record<string, unknown>, token?: string) {
  return client.post('order-quote', body, token ? { token } : {});
}

/** The quote and the create-order answer for the same item and coupon carry the same breakdown. */
async function expectSameAsOrder(
  client: Client,
  quoteBody: Record<string, unknown>,
  orderPath: string,
  orderBody: Record<string, unknown>,
  token?: string,
) {
  const quoted = parseOk('POST order-quote', (await quote(client, quoteBody, token)).body);
  const order = parseOk(
    'POST event-payment',
    (await client.post(orderPath, orderBody, token ? { token } : {})).body,
  );
  expect(order.breakdown).toEqual(quoted.breakdown);
  expect(order.amount).toBe(quoted.breakdown.total);
  return quoted.breakdown;
}

describe('POST order-quote', () => {
  it('prices an event ticket for a guest as event-payment does, coupon before GST', async () => {
    const { client } = fullApp();
    const b = await expectSameAsOrder(
      client,
      { kind: 'event', event_id: 1, quantity: 2, coupon: 'LWL10' },
      'event-payment',
      { ...GUEST_CONTACT, event_id: 1, quantity: 2, coupon: 'LWL10' },
    );
    expect(b).toMatchObject({ gst_treatment: 'included', quantity: 2 });
    expect(b.discount).toBe(Math.round(b.subtotal / 10));
  });

  it('prices a member ticket at the member row, as user-event-payment does', async () => {
    const { client } = fullApp();
    const token = client.signIn(SEED_IDS.titanUserId);
    const guest = parseOk(
      'POST order-quote',
      (await quote(client, { kind: 'event', event_id: 1, quantity: 1 })).body,
    );
    const member = await expectSameAsOrder(
      client,
      { kind: 'event', event_id: 1, quantity: 1 },
      'user-event-payment',
      { event_id: 1, quantity: 1 },
      token,
    );
    expect(member.unit_price).not.toBe(guest.breakdown.unit_price);
  });

  it('prices a Venture Vault pass (GST included), a mentor session and a package (GST added)', async () => {
    const { client } = fullApp();
    const venture = await expectSameAsOrder(
      client,
      { kind: 'venture', venture_id: 1, price_type: 'day_1_pass', member_type: 'non_member' },
      'venture-payment',
      { ...GUEST_CONTACT, venture_id: 1, price_type: 'day_1_pass', member_type: 'non_member' },
    );
    expect(venture.gst_treatment).toBe('included');
    const mentor = await expectSameAsOrder(
      client,
      { kind: 'mentor', mentor_id: 1 },
      'mentor-appointment-payment',
      {
        ...GUEST_CONTACT,
        mentor_id: 1,
      },
    );
    expect(mentor.gst_treatment).toBe('added');
    expect(mentor.total).toBe(mentor.taxable_value + mentor.gst);
    const pack = await expectSameAsOrder(
      client,
      { kind: 'package', package_id: 1 },
      'non-member-package-payment',
      {
        ...GUEST_CONTACT,
        package_id: 1,
      },
    );
    expect(pack.gst_treatment).toBe('added');
  });

  it('prices India plans + GST and USD plans without GST; FREE100 makes them 0', async () => {
    const { client } = fullApp();
    const options = parseOk(
      'GET membership/{slug}',
      (await client.get('membership/{slug}', { slug: 'titan' })).body,
    );
    const india = options[0];
    const usd = parseOk(
      'GET membership/{slug}',
      (await client.get('membership/{slug}', { slug: 'uae-membership' })).body,
    )[0];
    if (!india || !usd) throw new Error('seed: no plans');
    const inr = parseOk(
      'POST order-quote',
      (await quote(client, { kind: 'membership', membership_price_id: india.id })).body,
    );
    expect(inr.breakdown).toMatchObject({
      currency: 'INR',
      gst_treatment: 'added',
      taxable_value: india.price * 100,
    });
    const dollars = parseOk(
      'POST order-quote',
      (await quote(client, { kind: 'membership', membership_price_id: usd.id })).body,
    );
    expect(dollars.breakdown).toMatchObject({
      currency: 'USD',
      gst_treatment: 'none',
      gst: 0,
      total: usd.price * 100,
    });
    const free = parseOk(
      'POST order-quote',
      (await quote(client, { kind: 'membership', membership_price_id: india.id, coupon: 'free100' })).body,
    );
    expect(free.breakdown).toMatchObject({ total: 0, gst: 0 });
  });

  it("answers 400 'Invalid coupon code.' for an unknown coupon and refuses what cannot be bought", async () => {
    const { client } = fullApp();
    const bad = await quote(client, { kind: 'event', event_id: 1, quantity: 1, coupon: 'NOPE' });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ status: 0, message: 'Invalid coupon code.' });
    expect((await quote(client, { kind: 'package', package_id: 9999 })).status).toBe(404);
    expect((await quote(client, { kind: 'event', event_id: 11, quantity: 1 })).status).toBe(400); // past event
    expect((await quote(client, { kind: 'event', event_id: 1, quantity: 6 })).status).toBe(400);
    expect((await quote(client, { kind: 'membership', membership_price_id: 99_999 })).status).toBe(400);
    expect((await quote(client, { kind: 'something' })).status).toBe(400);
    const memberPass = await quote(client, {
      kind: 'venture',
      venture_id: 1,
      price_type: 'day_1_pass',
      member_type: 'member',
    });
    expect(memberPass.status).toBe(403);
  });

  it('is marked as a contract extension in the OpenAPI document', () => {
    const doc = buildOpenApi(endpoints);
    expect(doc.paths['/api/order-quote']?.post).toMatchObject({ 'x-lwl-extension': true });
    expect(doc.paths['/api/event-payment']?.post).not.toHaveProperty('x-lwl-extension');
  });
});
