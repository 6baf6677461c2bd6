import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ACCESS_KEY_PATTERN, TICKET_CODE_PATTERN } from '@lwl/schemas';
import { afterEach, describe, expect, it } from 'vitest';
import { giveOrderLinks } from '../../src/orders/access.ts';
import type { PersistedState } from '../../src/persistence/state-file.ts';
import { SEED_IDS } from '../../src/store/seed/purchases.ts';
import type { Store } from '../../src/store/store.ts';
import { invoiceProblems } from '../fuzz/invoice-invariants.ts';
import { buy, fullApp, parseOk } from '../handlers/setup.ts';
import { readState } from '../read-state.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** Drops what state files written before order links lacked: keys, ticket codes, refund instants. */
function asWrittenBefore(state: PersistedState<Store>): PersistedState<Store> {
  for (const order of state.store.orders) Reflect.deleteProperty(order, 'access_key');
  for (const purchase of [...state.store.eventPurchases, ...state.store.ventureBookings]) {
    Reflect.deleteProperty(purchase, 'ticket_codes');
    Reflect.deleteProperty(purchase, 'refund_requested_at');
    Reflect.deleteProperty(purchase, 'refund_updated_at');
  }
  return state;
}

describe('a state file written before order links', () => {
  it('loads: the owner reads the receipt, tickets and keys are given, account-events answers nulls', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'lwl-mock-'));
    folders.push(folder);
    const file = join(folder, 'state.json');
    const first = fullApp({ MOCK_DATA_FILE: file });
    const token = first.client.signIn(SEED_IDS.maverickUserId);
    const order = await buy(
      first.client,
      'user-event-payment',
      'event-payment-callback',
      { event_id: 2, quantity: 2 },
      token,
    );
    await first.mock.state.flush();
    const old = asWrittenBefore(readState<Store>(file));
    expect(JSON.stringify(old)).not.toMatch(/access_key|ticket_codes|refund_requested_at/);
    writeFileSync(file, JSON.stringify(old));

    const second = fullApp({ MOCK_DATA_FILE: file });
    expect(second.mock.log.errors).toEqual([]);
    const owner = second.client.signIn(SEED_IDS.maverickUserId);
    const events = parseOk(
      'GET account-events',
      (await second.client.get('account-events', {}, { token: owner })).body,
    );
    expect(events.data[0]).toMatchObject({
      order_id: order.order_id,
      refund_requested_at: null,
      refund_updated_at: null,
    });
    const receipt = parseOk(
      'GET orders/{order_id}',
      (await second.client.get('orders/{order_id}', { order_id: order.order_id }, { token: owner })).body,
    ).data;
    expect(receipt.tickets).toHaveLength(2);
    for (const ticket of receipt.tickets) expect(ticket.code).toMatch(TICKET_CODE_PATTERN);
    const key = new URLSearchParams(receipt.links.receipt.split('?')[1]).get('key') ?? '';
    expect(key).toMatch(ACCESS_KEY_PATTERN);
    expect(key).not.toBe(order.access_key);
    // The key given at load opens the order, and it (and the codes) were written to the file at load.
    expect((await second.client.get('orders/{order_id}', { order_id: order.order_id, key })).status).toBe(
      200,
    );
    expect((await second.client.post('resend-order-links', { email: 'maverick@lwl.test' })).status).toBe(200);
    await second.mock.state.flush();
    const saved = readState<Store>(file);
    expect(saved.store.orders.find((o) => o.order_id === order.order_id)?.access_key).toBe(key);
    expect(saved.store.eventPurchases.find((p) => p.order_id === order.order_id)?.ticket_codes).toEqual(
      receipt.tickets.map((t) => t.code),
    );
  });
});

describe('a state file written when a refund request issued the credit note', () => {
  it('loads: a waiting refund loses its credit note, an approved one keeps it with the invoice it reverses', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'lwl-mock-'));
    folders.push(folder);
    const file = join(folder, 'state.json');
    const first = fullApp({ MOCK_DATA_FILE: file });
    const token = first.client.signIn(SEED_IDS.maverickUserId);
    const orders = [];
    for (const quantity of [1, 2])
      orders.push(
        await buy(
          first.client,
          'user-event-payment',
          'event-payment-callback',
          { event_id: 2, quantity },
          token,
        ),
      );
    const ids = orders.map(
      (o) => first.mock.state.store.eventPurchases.find((p) => p.order_id === o.order_id)?.id,
    );
    for (const id of ids) await first.client.post('delete-event', { event_id: id }, { token });
    await first.client.mock('PUT', `/__mock/refunds/${ids[1]}`, { status: 'refunded' });
    await first.mock.state.flush();
    // As the earlier version wrote it: 'refund_initiated', and a credit note (number and date alone)
    // for every request.
    const old = readState<Store>(file);
    for (const [index, record] of (old.store.invoiceBook?.invoices ?? []).entries()) {
      if (!orders.some((o) => o.order_id === record.order_id)) continue;
      const invoice = record.invoice as unknown as Record<string, unknown>;
      invoice.status = 'refund_initiated';
      invoice.credit_note = { number: `LWL/CN/2026-27/00000${index}`, issue_date: record.invoice.issue_date };
    }
    writeFileSync(file, JSON.stringify(old));

    const second = fullApp({ MOCK_DATA_FILE: file });
    await second.mock.state.flush();
    expect(second.mock.log.errors).toEqual([]);
    expect(second.mock.log.lines.join('\n')).toMatch(/upgraded/);
    const listed = parseOk(
      'GET account-invoices',
      (
        await second.client.get(
          'account-invoices',
          {},
          { token: second.client.signIn(SEED_IDS.maverickUserId) },
        )
      ).body,
    ).data;
    const invoiceOf = (orderId: string) =>
      second.mock.state.store.invoiceBook?.invoices.find((r) => r.order_id === orderId)?.invoice;
    const [waiting, refunded] = orders.map((o) => invoiceOf(o.order_id));
    expect(waiting).toMatchObject({ status: 'refund_requested', credit_note: null });
    expect(refunded).toMatchObject({
      status: 'refunded',
      credit_note: {
        number: expect.stringMatching(/^LWL\/CN\//),
        invoice_number: refunded?.number,
        invoice_date: refunded?.issue_date,
        total: orders[1]?.amount,
      },
    });
    expect(listed.filter((i) => i.credit_note_number !== null)).toHaveLength(1);
    expect(invoiceProblems(second.mock.state.store)).toEqual([]);
  });
});

describe('the upgrade at load', () => {
  it('fills a missing key or code and never replaces one that exists', async () => {
    const { mock, client } = fullApp();
    const token = client.signIn(SEED_IDS.maverickUserId);
    for (const quantity of [1, 2, 3])
      await buy(client, 'user-event-payment', 'event-payment-callback', { event_id: 2, quantity }, token);
    const store = mock.state.store;
    const complete = structuredClone(store);
    expect(giveOrderLinks(store)).toBe(false);
    expect(store).toEqual(complete);

    const [kept, stripped] = store.orders.slice(-2);
    const strippedPurchase = store.eventPurchases.find((p) => p.order_id === stripped?.order_id);
    if (!kept || !stripped || !strippedPurchase) throw new Error('the purchases were made');
    Reflect.deleteProperty(stripped, 'access_key');
    Reflect.deleteProperty(strippedPurchase, 'ticket_codes');
    expect(giveOrderLinks(store)).toBe(true);
    expect(stripped.access_key).toMatch(ACCESS_KEY_PATTERN);
    expect(strippedPurchase.ticket_codes).toHaveLength(3);
    // everything that had its identity still has the same one
    const same = (s: Store) => ({
      ...s,
      orders: s.orders.filter((o) => o.order_id !== stripped.order_id),
      eventPurchases: s.eventPurchases.filter((p) => p.id !== strippedPurchase.id),
    });
    expect(same(store)).toEqual(same(complete));
    expect(kept.access_key).toBe(complete.orders.find((o) => o.order_id === kept.order_id)?.access_key);
  });
});

describe('a state file written before the 16-character invoice series', () => {
  it('loads its LWL/… numbers, answers them by their slug, and numbers on in the new series', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'lwl-mock-'));
    folders.push(folder);
    const file = join(folder, 'state.json');
    const first = fullApp({ MOCK_DATA_FILE: file });
    const maverick = first.client.signIn(SEED_IDS.maverickUserId);
    await buy(
      first.client,
      'user-event-payment',
      'event-payment-callback',
      { event_id: 2, quantity: 1 },
      maverick,
    );
    await first.mock.state.flush();
    const old = readState<Store>(file);
    const record = old.store.invoiceBook?.invoices.find((r) => r.user_id === SEED_IDS.titanUserId);
    if (!record) throw new Error('the seed invoices the Titan account');
    record.invoice.number = 'LWL/2026-27/000001';
    record.invoice.slug = 'LWL-2026-27-000001';
    writeFileSync(file, JSON.stringify(old));

    const second = fullApp({ MOCK_DATA_FILE: file });
    expect(second.mock.log.errors).toEqual([]);
    const titan = second.client.signIn(SEED_IDS.titanUserId);
    const found = parseOk(
      'GET account-invoices/{number}',
      (
        await second.client.get(
          'account-invoices/{number}',
          { number: 'LWL-2026-27-000001' },
          { token: titan },
        )
      ).body,
    ).data;
    expect(found.number).toBe('LWL/2026-27/000001');
    await buy(
      second.client,
      'user-event-payment',
      'event-payment-callback',
      { event_id: 2, quantity: 1 },
      titan,
    );
    const list = parseOk(
      'GET account-invoices',
      (await second.client.get('account-invoices', {}, { token: titan })).body,
    ).data;
    expect(list[0]?.number).toMatch(/^INV\/\d{4}\/\d{6}$/);
  });
});
