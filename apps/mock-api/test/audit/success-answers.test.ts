import { endpoints, type Operation, pathParams, paymentConfirmationSchema } from '@lwl/schemas';
import { endpointExamples } from '@lwl/schemas/examples';
import { describe, expect, it } from 'vitest';
import { seedExampleInput } from '../../src/openapi/seed-examples.ts';
import { SEED_IDS } from '../../src/store/seed/purchases.ts';
import type { Store } from '../../src/store/store.ts';
import { api, type TestApp } from '../client.ts';
import { wholeMock } from '../fuzz/fuzz-app.ts';
import { sendFuzzRequest } from '../fuzz/fuzz-request.ts';

type Fields = Record<string, unknown>;
type Client = ReturnType<typeof api<Store>>;

const exampleInput = (operation: Operation): Fields => {
  const input = endpointExamples[operation].input;
  return typeof input === 'object' && input !== null ? { ...input } : {};
};

/** The OpenAPI document's example (the schemas package's, with the seed's ids and slugs). */
const seedExample = (operation: Operation) => () => seedExampleInput(operation);

/** A confirmation the provider would hand over: an order of that kind, paid in the sandbox. */
async function paidConfirmation(client: Client, path: string, body: Fields): Promise<Fields> {
  const order = await client.post(path, body);
  const orderId = typeof order.body === 'object' && order.body ? Reflect.get(order.body, 'order_id') : null;
  if (order.status !== 200 || typeof orderId !== 'string')
    throw new Error(`${path}: ${JSON.stringify(order.body)}`);
  const paid = await client.mock('POST', '/__mock/checkout/pay', { order_id: orderId });
  return paymentConfirmationSchema.parse(paid.body);
}

/** A guest's paid event order and its access key (from the create-order answer). */
async function paidGuestOrder(client: Client): Promise<Fields> {
  const order = await client.post('event-payment', { ...guest, quantity: 2, event_id: 1 });
  const body = (order.body ?? {}) as Fields;
  const confirmation = await client.mock('POST', '/__mock/checkout/pay', { order_id: body.order_id });
  await client.post('event-payment-callback', paymentConfirmationSchema.parse(confirmation.body));
  return { order_id: body.order_id, key: body.access_key };
}

/** A holder's own ticket link (her code and key), from a paid guest order of two named tickets. */
async function attendeeLink(mock: TestApp<Store>, client: Client): Promise<Fields> {
  const attendees = [{ name: guest.name }, { name: 'Meera Nair', email: 'meera.audit@example.com' }];
  const order = await client.post('event-payment', { ...guest, quantity: 2, event_id: 1, attendees });
  const body = (order.body ?? {}) as Fields;
  const confirmation = await client.mock('POST', '/__mock/checkout/pay', { order_id: body.order_id });
  await client.post('event-payment-callback', paymentConfirmationSchema.parse(confirmation.body));
  const mail = mock.state.outbox.list().find((m) => m.kind === 'attendee-ticket');
  const link = new URL(/https?:\/\/\S+\/ticket\?\S+/.exec(mail?.text ?? '')?.[0] ?? 'http://x/');
  return { ticket: link.searchParams.get('ticket'), key: link.searchParams.get('key') };
}

/** The OTP the outbox holds for an address after forgot-password. */
async function freshOtp(mock: TestApp<Store>, client: Client, email: string): Promise<string> {
  await client.post('forgot-password', { email });
  return mock.state.outbox.list().find((m) => m.to === email)?.otp ?? '';
}

const guest = {
  name: 'Audit Guest',
  email: 'audit.guest@example.com',
  company_name: 'Audit Co',
  designation: 'Auditor',
  phone: '9876543210',
};

interface Case {
  /** Who calls: a seeded member's session (signed in through the test client) or a guest. */
  as: 'titan' | 'maverick' | 'guest';
  /** The example input adapted to the seed (ids and slugs the seed has, a real OTP or confirmation). */
  input: (mock: TestApp<Store>, client: Client) => Fields | Promise<Fields>;
}

const example =
  (operation: Operation, over: Fields = {}) =>
  () => ({ ...exampleInput(operation), ...over });

/** One success call per operation of the table. */
const cases: Record<Operation, Case> = {
  'GET events': { as: 'guest', input: example('GET events') },
  'GET events/{slug}': {
    as: 'guest',
    input: seedExample('GET events/{slug}'),
  },
  'POST event-payment': { as: 'guest', input: seedExample('POST event-payment') },
  'POST user-event-payment': { as: 'maverick', input: example('POST user-event-payment', { event_id: 1 }) },
  'POST event-payment-callback': {
    as: 'guest',
    input: (_m, c) => paidConfirmation(c, 'event-payment', { ...guest, quantity: 1, event_id: 1 }),
  },
  'GET past-events': { as: 'guest', input: example('GET past-events') },
  'GET ventures': { as: 'guest', input: example('GET ventures') },
  'POST venture-payment': { as: 'guest', input: example('POST venture-payment') },
  'POST venture-payment-callback': {
    as: 'guest',
    input: (_m, c) =>
      paidConfirmation(c, 'venture-payment', {
        ...guest,
        member_type: 'non_member',
        price_type: 'day_1_pass',
        venture_id: 1,
      }),
  },
  'GET mentors': { as: 'guest', input: example('GET mentors') },
  'GET mentors/{id}': { as: 'guest', input: seedExample('GET mentors/{id}') },
  'POST mentor-appointment-payment': { as: 'guest', input: example('POST mentor-appointment-payment') },
  'POST mentor-payment-callback': {
    as: 'guest',
    input: (_m, c) => paidConfirmation(c, 'mentor-appointment-payment', { ...guest, mentor_id: 1 }),
  },
  'POST mentor-free-sesssion-appointment': {
    as: 'guest',
    input: example('POST mentor-free-sesssion-appointment'),
  },
  'GET videos': { as: 'maverick', input: example('GET videos') },
  'GET default-videos': { as: 'guest', input: example('GET default-videos') },
  'GET packages': { as: 'titan', input: example('GET packages') },
  'GET non-member-packages': { as: 'guest', input: example('GET non-member-packages') },
  'GET enterprise-packages': { as: 'guest', input: example('GET enterprise-packages') },
  'POST package-payment': { as: 'maverick', input: example('POST package-payment') },
  'POST non-member-package-payment': { as: 'guest', input: example('POST non-member-package-payment') },
  'POST package-payment-callback': {
    as: 'guest',
    input: (_m, c) => paidConfirmation(c, 'non-member-package-payment', { ...guest, package_id: 1 }),
  },
  'GET global-search': { as: 'titan', input: example('GET global-search') },
  'POST login': { as: 'guest', input: example('POST login') },
  'POST forgot-password': { as: 'guest', input: example('POST forgot-password') },
  'POST logout': { as: 'titan', input: example('POST logout') },
  'POST verify-token': {
    as: 'guest',
    input: async (m, c) => ({ email: 'titan@lwl.test', token: await freshOtp(m, c, 'titan@lwl.test') }),
  },
  'POST reset-password': {
    as: 'guest',
    input: async (m, c) => ({
      ...exampleInput('POST reset-password'),
      token: await freshOtp(m, c, 'titan@lwl.test'),
    }),
  },
  'GET user': { as: 'titan', input: example('GET user') },
  'POST update-personal-details': { as: 'titan', input: example('POST update-personal-details') },
  'POST update-gst-details': { as: 'titan', input: example('POST update-gst-details') },
  'GET account-membership': { as: 'titan', input: example('GET account-membership') },
  'GET account-events': { as: 'titan', input: example('GET account-events') },
  'GET account-mentors': { as: 'titan', input: example('GET account-mentors') },
  'GET account-packages': { as: 'titan', input: example('GET account-packages') },
  'POST delete-event': {
    as: 'titan',
    input: seedExample('POST delete-event'),
  },
  'GET all-members': { as: 'maverick', input: example('GET all-members') },
  'GET membership/{slug}': { as: 'guest', input: example('GET membership/{slug}') },
  'POST membership-payment': {
    as: 'guest',
    input: seedExample('POST membership-payment'),
  },
  'POST global-membership-payment': { as: 'guest', input: example('POST global-membership-payment') },
  'POST membership-payment-callback': {
    as: 'guest',
    input: (_m, c) =>
      paidConfirmation(c, 'membership-payment', {
        ...exampleInput('POST membership-payment'),
        email: 'audit.member@example.com',
        membership_price_id: 207,
        coupon: '',
      }),
  },
  'POST uaeEnquiry': { as: 'guest', input: example('POST uaeEnquiry') },
  'GET partner-offers': { as: 'maverick', input: example('GET partner-offers') },
  'GET partner-offer-detail/{offer_id}': {
    as: 'maverick',
    input: example('GET partner-offer-detail/{offer_id}'),
  },
  'POST new-member-form': { as: 'maverick', input: example('POST new-member-form') },
  'GET account-invoices': { as: 'titan', input: example('GET account-invoices') },
  'GET account-invoices/{number}': {
    as: 'titan',
    input: (mock) => ({ number: mock.state.store.invoiceBook?.invoices[0]?.invoice.slug }),
  },
  'POST order-quote': { as: 'guest', input: example('POST order-quote', { event_id: 1 }) },
  'GET orders/{order_id}': { as: 'guest', input: (_m, c) => paidGuestOrder(c) },
  'GET orders/{order_id}/invoice': { as: 'guest', input: (_m, c) => paidGuestOrder(c) },
  'POST resend-order-links': { as: 'guest', input: () => ({ email: guest.email }) },
  'GET attendee-tickets/{ticket}': { as: 'guest', input: (m, c) => attendeeLink(m, c) },
  'POST order-holders': {
    as: 'guest',
    input: async (m, c) => {
      const order = await paidGuestOrder(c);
      const receipt = m.state.store.orders.find((o) => o.order_id === order.order_id);
      const code = m.state.store.eventPurchases.find((p) => p.order_id === receipt?.order_id)
        ?.ticket_codes?.[1];
      return { ...order, ticket: code, name: 'Meera Nair' };
    },
  },
};

const userIds = { titan: SEED_IDS.titanUserId, maverick: SEED_IDS.maverickUserId } as const;

describe('every endpoint answers its example (adapted to the seed) with a body its response schema accepts', () => {
  it('has a case for each of the table’s operations', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(endpoints).sort());
    // the specs' 44, the invoice calls, order-quote, logout, the three order-link calls and the two holder calls
    expect(Object.keys(cases)).toHaveLength(53);
  });

  for (const [operation, def] of Object.entries(endpoints)) {
    it(operation, async () => {
      const mock = wholeMock();
      const client = api(mock);
      const spec = cases[operation as Operation];
      if (def.auth === 'required') expect(spec.as).not.toBe('guest');
      const fields = await spec.input(mock, client);
      const params = Object.fromEntries(pathParams(def.path).map((name) => [name, String(fields[name])]));
      for (const name of Object.keys(params)) delete fields[name];
      // Sent as the web app sends it (JSON or multipart per the table), read back as raw text.
      const res = await sendFuzzRequest(mock, {
        operation,
        params,
        rawParams: false,
        fields,
        rawQuery: '',
        body: { kind: def.body === 'multipart' ? 'multipart' : 'json' },
        auth: spec.as === 'guest' ? { kind: 'guest' } : { kind: 'user', userId: userIds[spec.as] },
        key: 'current',
        declaredHuge: false,
      });
      expect(res.status, res.text).toBe(200);
      const parsed = def.response.safeParse(JSON.parse(res.text));
      expect(parsed.success, parsed.error?.message).toBe(true);
      expect(mock.log.errors).toEqual([]);
    });
  }
});
