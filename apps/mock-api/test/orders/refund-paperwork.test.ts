import {
  formatMinor,
  INVOICE_STATUS_LABELS,
  indiaDate,
  REFUND_STATE_LABELS,
  REFUND_STATE_OF_STATUS,
  REFUND_STATUS,
  type RefundState,
  refundTexts,
} from '@lwl/schemas';
import { describe, expect, it } from 'vitest';
import type { OutboxMessage } from '../../src/outbox/outbox.ts';
import { SEED_IDS } from '../../src/store/seed/purchases.ts';
import { invoiceProblems } from '../fuzz/invoice-invariants.ts';
import { buy, fullApp, parseOk } from '../handlers/setup.ts';

/**
 * The refund's paperwork follows the organisers' decision (docs/product-rules.md, "Refunds"): a request
 * records the request alone; the credit note is issued when the refund is approved, for what was
 * refunded, and never when it is refused; the ticket's list, the invoices list, the receipt and the
 * e-mails say the same state in the same words.
 */

type App = ReturnType<typeof fullApp>;

const DAY = 86_400_000;

/** A member's paid ticket (Maverick, event 2, two tickets), its purchase id and the member's token. */
async function paidTicket() {
  const app = fullApp();
  const token = app.client.signIn(SEED_IDS.maverickUserId);
  const order = await buy(
    app.client,
    'user-event-payment',
    'event-payment-callback',
    { event_id: 2, quantity: 2 },
    token,
  );
  const purchase = app.mock.state.store.eventPurchases.find((p) => p.order_id === order.order_id);
  if (!purchase) throw new Error('the purchase is recorded');
  // a fresh session for each call: a decision days later outlives the first one
  return { app, signIn: () => app.client.signIn(SEED_IDS.maverickUserId), order, purchaseId: purchase.id };
}

type Ticket = Awaited<ReturnType<typeof paidTicket>>;

const mails = (app: App, kind: OutboxMessage['kind']) =>
  app.mock.state.outbox.list().filter((m) => m.kind === kind);

const requestRefund = async ({ app, signIn, purchaseId }: Ticket) =>
  (await app.client.post('delete-event', { event_id: purchaseId }, { token: signIn() })).status;

const decide = async ({ app, purchaseId }: Ticket, status: 'refunded' | 'failed') =>
  (await app.client.mock('PUT', `/__mock/refunds/${purchaseId}`, { status })).status;

/** What every view of the purchase says: account-events, the receipt, the invoices list and the invoice. */
async function views({ app, signIn, order, purchaseId }: Ticket) {
  const token = signIn();
  const events = parseOk(
    'GET account-events',
    (await app.client.get('account-events', {}, { token })).body,
  ).data;
  const receipt = parseOk(
    'GET orders/{order_id}',
    (await app.client.get('orders/{order_id}', { order_id: order.order_id, key: order.access_key })).body,
  ).data;
  const invoices = parseOk(
    'GET account-invoices',
    (await app.client.get('account-invoices', {}, { token })).body,
  ).data;
  const row = invoices.find((i) => i.number === receipt.invoice_number);
  if (!row) throw new Error(`the order's invoice ${receipt.invoice_number} is listed`);
  const invoice = parseOk(
    'GET account-invoices/{number}',
    (await app.client.get('account-invoices/{number}', { number: row.slug }, { token })).body,
  ).data;
  const purchase = events.find((p) => p.id === purchaseId);
  return { purchase, receipt, invoices, row, invoice };
}

/** Each view's words for the refund's state; they must all be one label. */
async function labelsOf(ticket: Ticket): Promise<string[]> {
  const { purchase, receipt, row, invoice } = await views(ticket);
  const status = purchase?.refund_status;
  const fromEvents =
    status === REFUND_STATUS.initiated || status === REFUND_STATUS.refunded || status === REFUND_STATUS.failed
      ? REFUND_STATE_LABELS[REFUND_STATE_OF_STATUS[status]]
      : `account-events says ${status}`;
  return [
    fromEvents,
    receipt.refund ? REFUND_STATE_LABELS[receipt.refund.status] : 'the receipt has no refund',
    INVOICE_STATUS_LABELS[row.status],
    INVOICE_STATUS_LABELS[invoice.status],
  ];
}

const creditNoteSerials = (app: App) => ({ ...app.mock.state.store.invoiceBook?.serials.creditNote });

/** The label, the mail's status row, and no credit note named anywhere in it. */
function expectMailSays(mail: OutboxMessage | undefined, state: RefundState) {
  expect(mail?.text).toContain(`${refundTexts.statusLabel}: ${REFUND_STATE_LABELS[state]}`);
  expect(mail?.html).toContain(REFUND_STATE_LABELS[state]);
}

describe('refund paperwork follows the decision', () => {
  it('a request records the request alone: no credit note in the invoices, the receipt or the e-mail', async () => {
    const ticket = await paidTicket();
    const { app, order } = ticket;
    const before = creditNoteSerials(app);
    expect((await views(ticket)).row.status).toBe('paid');
    app.mock.clock.advance(3_600_000);
    expect(await requestRefund(ticket)).toBe(200);

    const { purchase, receipt, invoices, row, invoice } = await views(ticket);
    expect(purchase).toMatchObject({
      refund_status: 'initiated',
      refund_requested_at: app.mock.clock.now().toISOString(),
    });
    expect(receipt.refund).toMatchObject({ status: 'requested', credit_note_number: null });
    expect(row).toMatchObject({ status: 'refund_requested', credit_note_number: null });
    expect(invoices.filter((i) => i.credit_note_number !== null)).toEqual([]);
    expect(invoice.credit_note).toBeNull();
    expect(creditNoteSerials(app)).toEqual(before);
    expect(new Set(await labelsOf(ticket))).toEqual(new Set([REFUND_STATE_LABELS.requested]));
    expect(invoiceProblems(app.mock.state.store)).toEqual([]);

    const [mail] = mails(app, 'refund-request');
    expect(mail?.subject).toContain(REFUND_STATE_LABELS.requested);
    expect(mail?.text).toContain(order.order_id);
    expectMailSays(mail, 'requested');
    for (const body of [mail?.text, mail?.html]) {
      expect(body).not.toMatch(/\bCN\/\d{4}\/\d{6}/);
      expect(body).not.toContain(refundTexts.creditNote);
    }
  });

  it('a refusal issues no credit note and says "Refund refused" everywhere; asked again and approved, the first credit note follows', async () => {
    const ticket = await paidTicket();
    const { app } = ticket;
    const before = creditNoteSerials(app);
    expect(await requestRefund(ticket)).toBe(200);
    app.mock.clock.advance(DAY);
    expect(await decide(ticket, 'failed')).toBe(200);

    const { purchase, receipt, invoices, row, invoice } = await views(ticket);
    expect(purchase?.refund_status).toBe('failed');
    expect(receipt.refund).toMatchObject({ status: 'refused', credit_note_number: null });
    expect(row).toMatchObject({ status: 'refund_refused', credit_note_number: null });
    expect(invoices.filter((i) => i.credit_note_number !== null)).toEqual([]);
    expect(invoice.credit_note).toBeNull();
    expect(creditNoteSerials(app)).toEqual(before);
    expect(await labelsOf(ticket)).toEqual(Array(4).fill('Refund refused'));
    expect(invoiceProblems(app.mock.state.store)).toEqual([]);

    const [update] = mails(app, 'refund-update');
    expect(update?.subject).toContain('refused');
    expectMailSays(update, 'refused');
    expect(update?.text).not.toMatch(/\bCN\/\d{4}\/\d{6}/);

    // A refused refund may be asked for again: requested once more, then approved; the refusal took
    // no credit-note number, so this one is the year's first.
    expect(await requestRefund(ticket)).toBe(200);
    expect(new Set(await labelsOf(ticket))).toEqual(new Set([REFUND_STATE_LABELS.requested]));
    expect(await decide(ticket, 'refunded')).toBe(200);
    const after = await views(ticket);
    expect(after.row.status).toBe('refunded');
    expect(after.invoice.credit_note?.number).toMatch(/^CN\/\d{4}\/000001$/);
  });

  it('an approval issues exactly one credit note, for the amount refunded, naming the original invoice', async () => {
    const ticket = await paidTicket();
    const { app, order } = ticket;
    expect(await requestRefund(ticket)).toBe(200);
    const requested = await views(ticket);
    app.mock.clock.advance(2 * DAY);
    const decidedAt = app.mock.clock.now();
    expect(await decide(ticket, 'refunded')).toBe(200);

    const { purchase, receipt, invoices, row, invoice } = await views(ticket);
    expect(purchase?.refund_status).toBe('refunded');
    expect(invoice.status).toBe('refunded');
    const notes = invoices.filter((i) => i.credit_note_number !== null);
    expect(notes).toHaveLength(1);
    expect(notes[0]?.number).toBe(invoice.number);
    const note = invoice.credit_note;
    expect(note).toEqual({
      number: expect.stringMatching(/^CN\/\d{4}\/\d{6}$/),
      // issued on the day of the decision, not of the request
      issue_date: indiaDate(decidedAt),
      invoice_number: requested.invoice.number,
      invoice_date: requested.invoice.issue_date,
      total: order.amount,
    });
    expect(note?.issue_date).not.toBe(requested.invoice.issue_date);
    expect(receipt.refund).toMatchObject({
      status: 'refunded',
      amount: note?.total,
      credit_note_number: note?.number,
    });
    expect(invoice.totals.total).toBe(note?.total);
    expect(row.credit_note_number).toBe(note?.number);
    expect(await labelsOf(ticket)).toEqual(Array(4).fill('Refunded'));
    expect(invoiceProblems(app.mock.state.store)).toEqual([]);

    const [update] = mails(app, 'refund-update');
    expectMailSays(update, 'refunded');
    expect(update?.text).toContain(`${refundTexts.creditNote}: ${note?.number}`);
    expect(update?.text).toContain(formatMinor(note?.total ?? -1, order.currency));

    // The decision is final: a second one is refused and issues nothing more.
    expect(await decide(ticket, 'refunded')).toBe(409);
    const again = await views(ticket);
    expect(again.invoices.filter((i) => i.credit_note_number !== null)).toHaveLength(1);
    expect(again.invoice.credit_note).toEqual(note);
  });

  it('a seeded ticket without an order: its invoice follows the decision all the same', async () => {
    const app = fullApp();
    const titan = app.client.signIn(SEED_IDS.titanUserId);
    const id = SEED_IDS.titanUpcomingPurchaseId;
    const listed = async () =>
      parseOk('GET account-invoices', (await app.client.get('account-invoices', {}, { token: titan })).body)
        .data;
    const paid = await listed();
    expect((await app.client.post('delete-event', { event_id: id }, { token: titan })).status).toBe(200);
    const marked = (await listed()).filter((i) => i.status !== 'paid');
    expect(marked).toMatchObject([{ status: 'refund_requested', credit_note_number: null }]);
    expect((await app.client.mock('PUT', `/__mock/refunds/${id}`, { status: 'refunded' })).status).toBe(200);
    const refunded = (await listed()).filter((i) => i.status !== 'paid');
    expect(refunded).toMatchObject([{ number: marked[0]?.number, status: 'refunded' }]);
    expect(refunded[0]?.credit_note_number).toMatch(/^CN\/\d{4}\/\d{6}$/);
    expect((await listed()).length).toBe(paid.length);
    const purchase = app.mock.state.store.eventPurchases.find((p) => p.id === id);
    const detail = parseOk(
      'GET account-invoices/{number}',
      (
        await app.client.get(
          'account-invoices/{number}',
          { number: refunded[0]?.slug ?? '' },
          { token: titan },
        )
      ).body,
    ).data;
    expect(detail.credit_note?.total).toBe(Math.round((purchase?.amount ?? -1) * 100));
    expect(mails(app, 'refund-update')[0]?.text).toContain(refunded[0]?.credit_note_number ?? 'CN/');
  });
});
