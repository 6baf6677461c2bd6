import { commonMessages, type EndpointDef, endpoints, pathParams } from '@lwl/schemas';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SEED_IDS } from '../../src/store/seed/purchases.ts';
import { api } from '../client.ts';
import { wholeMock } from '../fuzz/fuzz-app.ts';

/** A path of the table with every `{param}` filled by a value the seed has. */
const seededPath = (path: string) =>
  path
    .replace('{slug}', path.startsWith('membership') ? 'titan' : SEED_IDS.upcomingOpenEventSlug)
    .replace('{id}', SEED_IDS.openMentorSlug)
    .replace('{offer_id}', '1')
    .replace('{number}', 'INV-2425-000001')
    .replace('{order_id}', 'order_AAAAAAAAAAAAAA');

const operations = Object.entries(endpoints);

/**
 * Input the schema refuses, where an empty one is accepted: GET inputs are optional query fields (sent
 * unreadable: a list, or not a number); unticking GST needs nothing else, so a state outside the list.
 */
const badInputs: Record<string, Record<string, unknown>> = {
  'GET global-search': { search: ['a', 'b'] },
  'GET all-members': { start: 'x' },
  'GET partner-offer-detail/{offer_id}': { offer_id: 'x' },
  'POST update-gst-details': { provides_gst_details: true, gst_state: 'Atlantis' },
  // Any key of a sane length answers 404 like a wrong one; only an absurdly long one is refused.
  'GET orders/{order_id}': { key: 'k'.repeat(129) },
  'GET orders/{order_id}/invoice': { key: 'k'.repeat(129) },
  'GET attendee-tickets/{ticket}': { key: 'k'.repeat(129) },
};

/**
 * Documented errors from their real causes on the whole mock (no `Prefer`), for every operation where
 * the cause applies. Single-endpoint causes (unknown slug 404, members-only 403, refund refused, bad
 * coupon, forged signature) are in test/handlers/*.test.ts.
 */
describe('documented errors from real causes, across the table', () => {
  it('refuses a missing or stale dynamickey with 403 on every operation', async () => {
    const mock = wholeMock();
    const stale = await api(mock).keyFor(new Date(mock.clock.now().getTime() - 2 * 3_600_000));
    for (const [operation, def] of operations) {
      expect(def.errors, operation).toContain(403);
      const variants: Record<string, string>[] = [{}, { dynamickey: stale }];
      for (const headers of variants) {
        const res = await mock.app.request(`/api/${seededPath(def.path)}`, { method: def.method, headers });
        expect(res.status, operation).toBe(403);
        expect(await res.json()).toEqual({ status: 0, message: commonMessages.forbiddenKey });
      }
    }
  });

  it('answers 401 without a token and with an unknown one on every operation that needs one', async () => {
    const mock = wholeMock();
    const client = api(mock);
    const required = operations.filter(([, def]) => def.auth === 'required');
    expect(required.length).toBeGreaterThan(10);
    for (const [operation, def] of required) {
      expect(def.errors, operation).toContain(401);
      for (const token of [undefined, 'a'.repeat(64)]) {
        const res = await client.request(def.method, seededPath(def.path), {}, { token });
        expect(res, operation).toMatchObject({
          status: 401,
          body: { status: 0, message: commonMessages.sessionExpired },
        });
      }
    }
  });

  it("answers 400 with the input schema's first message for a refused input, wherever 400 is documented", async () => {
    const mock = wholeMock();
    const client = api(mock);
    const token = client.signIn(SEED_IDS.maverickUserId);
    // An input with no fields (POST logout) refuses no value; its 400 is a malformed body (fuzz.test.ts).
    const takesFields = (def: EndpointDef) =>
      !(def.input instanceof z.core.$ZodObject) || Object.keys(def.input._zod.def.shape).length > 0;
    const refusing = operations.filter(([, def]) => def.errors.includes(400) && takesFields(def));
    expect(refusing.length).toBeGreaterThan(25);
    for (const [operation, def] of refusing) {
      const bad = badInputs[operation] ?? {};
      const input = { ...bad, ...Object.fromEntries(pathParams(def.path).map((p) => [p, bad[p] ?? 'x'])) };
      const expected = def.input.safeParse(input);
      expect(expected.success, operation).toBe(false);
      const res = await client.request(def.method, def.path, input, { token });
      expect(res, operation).toMatchObject({
        status: 400,
        body: { status: 0, message: expected.error?.issues[0]?.message },
      });
    }
  });

  it('answers 413 for a body actually over 10 MB, JSON or multipart, and changes nothing', async () => {
    const mock = wholeMock();
    const client = api(mock);
    const token = client.signIn(SEED_IDS.maverickUserId);
    const tooLarge = { status: 413, body: { status: 0, message: commonMessages.tooLarge } };
    const ordersBefore = mock.state.store.orders.length;
    const json = await client.post('event-payment', {
      name: 'x'.repeat(11 * 1024 * 1024),
      email: 'big@example.com',
      company_name: 'Big',
      designation: 'Big',
      phone: '9876543210',
      quantity: 1,
      event_id: 1,
    });
    expect(json).toMatchObject(tooLarge);
    const photo = new File([new Uint8Array(11 * 1024 * 1024)], 'big.png', { type: 'image/png' });
    const form = await client.post('update-personal-details', { first_name: 'Big', image: photo }, { token });
    expect(form).toMatchObject(tooLarge);
    expect(mock.state.store.orders).toHaveLength(ordersBefore);
    expect(mock.state.store.uploads).toHaveLength(0);
  });
});
