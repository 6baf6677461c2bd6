import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { endpoints, type InvoiceSummary } from '@lwl/schemas';
import { endpointExamples } from '@lwl/schemas/examples';
import { describe, expect, it } from 'vitest';
import { SEED_IDS } from '../../src/store/seed/purchases.ts';
import { api } from '../client.ts';
import { wholeMock } from '../fuzz/fuzz-app.ts';
import { buy as buyWith, fullApp, GUEST_CONTACT, parseOk } from './setup.ts';

type App = ReturnType<typeof fullApp>;

const invoicesOf = async ({ client }: App, token: string): Promise<InvoiceSummary[]> =>
  parseOk('GET account-invoices', (await client.get('account-invoices', {}, { token })).body).data;

const invoiceOf = async ({ client }: App, token: string, number: string) =>
  client.get('account-invoices/{number}', { number }, { token });

/** Buys through the whole mock (setup.ts `buy`), checking each callback answers 200. */
const buy = (app: App, create: string, callback: string, body: Record<string, unknown>, token?: string) =>
  buyWith(app.client, create, callback, body, token);

/** A sign-up form the endpoint accepts (its example), for a fresh e-mail address. */
const signupForm = (
  operation: 'POST membership-payment' | 'POST global-membership-payment',
  email: string,
) => {
  const input = endpointExamples[operation].input as Record<string, unknown>;
  return { ...input, email, password: String(input.password), otp: '{secret}' };
};

describe('tax invoices (GET account-invoices, GET account-invoices/{number})', () => {
  it('the seed gives the Titan account an invoice per purchase, numbered in date order, and Maverick none', async () => {
    const app = fullApp();
    const titan = app.client.signIn(SEED_IDS.titanUserId);
    const list = await invoicesOf(app, titan);
    // Newest first: the upcoming ticket (3 days ago), the session (10), the package (20), the past
    // ticket (40), the membership (60).
    expect(list.map((i) => i.description.replace(/[: ].*$/, ''))).toEqual([
      'Event',
      'Mentor',
      'Sponsor',
      'Event',
      'Membership',
    ]);
    const serials = list.map((i) => Number(i.number.slice(-6)));
    expect(new Set(list.map((i) => i.number)).size).toBe(list.length);
    expect(list.every((i) => /^INV\/\d{4}\/\d{6}$/.test(i.number))).toBe(true);
    expect(serials).toEqual([...serials].sort((a, b) => b - a));
    expect(await invoicesOf(app, app.client.signIn(SEED_IDS.maverickUserId))).toEqual([]);
  });

  it('each purchase kind yields one invoice, and a repeated callback none twice', async () => {
    const app = fullApp();
    const token = app.client.signIn(SEED_IDS.maverickUserId);
    await buy(app, 'user-event-payment', 'event-payment-callback', { event_id: 2, quantity: 2 }, token);
    expect(await invoicesOf(app, token)).toHaveLength(1);
    await buy(
      app,
      'mentor-appointment-payment',
      'mentor-payment-callback',
      { ...GUEST_CONTACT, mentor_id: 1 },
      token,
    );
    await buy(app, 'package-payment', 'package-payment-callback', { ...GUEST_CONTACT, package_id: 1 }, token);
    await buy(
      app,
      'venture-payment',
      'venture-payment-callback',
      { ...GUEST_CONTACT, venture_id: 1, price_type: 'day_1_pass', member_type: 'member' },
      token,
    );
    await buy(
      app,
      'user-event-payment',
      'event-payment-callback',
      { event_id: 3, quantity: 1, coupon: 'FREE100' },
      token,
    );
    const list = await invoicesOf(app, token);
    expect(list.map((i) => i.description.replace(/(:| with).*$/, '')).sort()).toEqual(
      ['Event ticket', 'Event ticket', 'Mentor session', 'Sponsor package', 'Venture Vault'].sort(),
    );
    expect(new Set(list.map((i) => i.number)).size).toBe(5);
    // One invoice per paid order in the whole store, none for an unpaid one.
    const book = app.mock.state.store.invoiceBook?.invoices ?? [];
    const paid = app.mock.state.store.orders.filter((o) => o.status === 'paid');
    expect(paid).toHaveLength(5);
    for (const order of paid) expect(book.filter((r) => r.order_id === order.order_id)).toHaveLength(1);

    const free = list[0];
    expect(free).toMatchObject({ total: 0, status: 'paid' });
    const detail = parseOk(
      'GET account-invoices/{number}',
      (await invoiceOf(app, token, free?.slug ?? '')).body,
    );
    expect(detail.data).toMatchObject({
      coupon: 'FREE100',
      payment_id: null,
      amount_in_words: 'Rupees Zero Only',
    });
  });

  it('a member’s ticket: Karnataka billing state → IGST; the invoice carries every field', async () => {
    const app = fullApp();
    const token = app.client.signIn(SEED_IDS.maverickUserId);
    const order = await buy(
      app,
      'user-event-payment',
      'event-payment-callback',
      { event_id: 2, quantity: 2 },
      token,
    );
    const [row] = await invoicesOf(app, token);
    const invoice = parseOk(
      'GET account-invoices/{number}',
      (await invoiceOf(app, token, row?.slug ?? '')).body,
    ).data;
    expect(invoice).toMatchObject({
      number: row?.number,
      supply: 'inter_state',
      place_of_supply: { state: 'Karnataka', state_code: '29' },
      buyer: { email: 'maverick@lwl.test', gstin: null, state: 'Karnataka' },
      seller: { state: 'Maharashtra', state_code: '27' },
      order_id: order.order_id,
      payment_id: expect.stringMatching(/^pay_/),
      totals: { total: order.amount, tax: order.breakdown?.gst },
      tax: [{ label: 'IGST', rate_percent: 18, amount: order.breakdown?.gst }],
    });
    // The number with slashes (URL-encoded) finds it too.
    const encoded = await invoiceOf(app, token, invoice.number);
    expect(encoded.status).toBe(200);
  });

  it('a sign-up’s invoice belongs to the new account (Delhi GST → IGST); a USD plan is an export', async () => {
    const app = fullApp();
    const delhi = {
      ...signupForm('POST membership-payment', 'delhi.member@example.com'),
      membership_price_id: '101',
    };
    const order = await buy(app, 'membership-payment', 'membership-payment-callback', delhi);
    const login = parseOk(
      'POST login',
      (await app.client.post('login', { email: delhi.email, password: delhi.password })).body,
    );
    const [row] = await invoicesOf(app, login.token);
    const invoice = parseOk(
      'GET account-invoices/{number}',
      (await invoiceOf(app, login.token, row?.slug ?? '')).body,
    ).data;
    expect(invoice).toMatchObject({
      supply: 'inter_state',
      buyer: {
        gstin: '07AAACK1234A1Z2',
        company: 'Kapoor Textiles Pvt Ltd',
        state: 'Delhi',
        state_code: '07',
      },
      totals: { total: order.amount },
    });
    const global = signupForm('POST global-membership-payment', 'global.member@example.com');
    await buy(app, 'global-membership-payment', 'membership-payment-callback', global);
    const second = parseOk(
      'POST login',
      (await app.client.post('login', { email: global.email, password: global.password })).body,
    );
    const [usd] = await invoicesOf(app, second.token);
    const exported = parseOk(
      'GET account-invoices/{number}',
      (await invoiceOf(app, second.token, usd?.slug ?? '')).body,
    ).data;
    expect(exported).toMatchObject({
      supply: 'export',
      currency: 'USD',
      tax: [],
      note: expect.stringMatching(/export/),
    });
  });

  it('one member cannot read another’s invoice (404), a guest gets 401, an unknown number 404', async () => {
    const app = fullApp();
    const titan = app.client.signIn(SEED_IDS.titanUserId);
    const maverick = app.client.signIn(SEED_IDS.maverickUserId);
    const [own] = await invoicesOf(app, titan);
    expect((await invoiceOf(app, titan, own?.slug ?? '')).status).toBe(200);
    const other = await invoiceOf(app, maverick, own?.slug ?? '');
    expect(other).toMatchObject({
      status: 404,
      body: { status: 0, message: 'Record not found. Please try again later.' },
    });
    expect((await invoiceOf(app, titan, 'INV-0001-999999')).status).toBe(404);
    expect((await app.client.get('account-invoices', {})).status).toBe(401);
    expect((await app.client.get('account-invoices/{number}', { number: own?.slug ?? '' })).status).toBe(401);
  });

  it('a refund request marks the invoice; its approval issues the credit note from its own sequence', async () => {
    const app = fullApp();
    const titan = app.client.signIn(SEED_IDS.titanUserId);
    const refund = await app.client.post(
      'delete-event',
      { event_id: SEED_IDS.titanUpcomingPurchaseId },
      { token: titan },
    );
    expect(refund.status).toBe(200);
    const requested = (await invoicesOf(app, titan)).filter((i) => i.status !== 'paid');
    expect(requested).toMatchObject([{ status: 'refund_requested', credit_note_number: null }]);
    const decided = await app.client.mock('PUT', `/__mock/refunds/${SEED_IDS.titanUpcomingPurchaseId}`, {
      status: 'refunded',
    });
    expect(decided.status).toBe(200);
    const marked = (await invoicesOf(app, titan)).filter((i) => i.status === 'refunded');
    expect(marked).toHaveLength(1);
    expect(marked[0]?.number).toBe(requested[0]?.number);
    expect(marked[0]?.credit_note_number).toMatch(/^CN\/\d{4}\/000001$/);
    const detail = parseOk(
      'GET account-invoices/{number}',
      (await invoiceOf(app, titan, marked[0]?.slug ?? '')).body,
    );
    expect(detail.data.credit_note?.number).toBe(marked[0]?.credit_note_number);
  });

  it('invoices and their serials persist in MOCK_DATA_FILE; numbering goes on after a restart; a reset restores the seed', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'lwl-invoices-'));
    try {
      const env = { MOCK_DATA_FILE: join(folder, 'state.json') };
      const first = api(wholeMock(env));
      const token = first.signIn(SEED_IDS.maverickUserId);
      await first.post('user-event-payment', { event_id: 2, quantity: 1, coupon: 'FREE100' }, { token });
      const before = parseOk(
        'GET account-invoices',
        (await first.get('account-invoices', {}, { token })).body,
      ).data;
      expect(before).toHaveLength(1);

      const secondMock = wholeMock(env);
      const second = api(secondMock);
      const kept = parseOk(
        'GET account-invoices',
        (await second.get('account-invoices', {}, { token })).body,
      ).data;
      expect(kept).toEqual(before);
      await second.post('user-event-payment', { event_id: 3, quantity: 1, coupon: 'FREE100' }, { token });
      const after = parseOk(
        'GET account-invoices',
        (await second.get('account-invoices', {}, { token })).body,
      ).data;
      const serial = (n: string | undefined) => Number(n?.slice(-6));
      expect(serial(after[0]?.number)).toBe(serial(before[0]?.number) + 1);

      secondMock.state.reset();
      const owners = new Set(secondMock.state.store.invoiceBook?.invoices.map((r) => r.user_id));
      expect([...owners]).toEqual([SEED_IDS.titanUserId]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('marks the invoice calls x-lwl-extension in the OpenAPI document, as the table’s extensions and no others', async () => {
    const { client } = fullApp();
    const res = await client.mock('GET', '/openapi.json');
    const paths = (res.body as { paths: Record<string, Record<string, Record<string, unknown>>> }).paths;
    const marked = Object.entries(paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => operation['x-lwl-extension'] === true)
        .map(([method]) => `${method} ${path}`),
    );
    expect(marked).toEqual(
      expect.arrayContaining(['get /api/account-invoices', 'get /api/account-invoices/{number}']),
    );
    const extensions = Object.values(endpoints)
      .filter((def) => 'extension' in def && def.extension)
      .map((def) => `${def.method.toLowerCase()} /api/${def.path}`);
    expect(marked.sort()).toEqual(extensions.sort());
  });
});
