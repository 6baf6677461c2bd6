/**
 * Every tax invoice the mock holds, seeded or issued after a purchase of each kind, against the CGST
 * Rules as docs/product-rules.md "Tax invoices" states them: a serial of at most 16 letters, digits,
 * '-' and '/', unique and consecutive per financial year and series; CGST and SGST each round(9 %) of
 * the taxable value, IGST round(18 %); totals that add up.
 */
import {
  buyerAddressMessages,
  DOCUMENT_NUMBER_MAX_LENGTH,
  DOCUMENT_NUMBER_PATTERN,
  type Invoice,
  PLAN_OFFERS,
  SELLER,
  UNREGISTERED_ADDRESS_THRESHOLD,
} from '@lwl/schemas';
import { describe, expect, it } from 'vitest';
import { SEED_IDS } from '../../src/store/seed/purchases.ts';
import { buy, fullApp, GUEST_CONTACT, parseOk } from './setup.ts';

const GOA_EVENT_ID = 4;
/** A guest's address in Karnataka, for an order of ₹50,000 or more (rule 46). */
const ADDRESS = {
  address_line_1: '12 MG Road',
  address_line_2: 'Ashok Nagar',
  pincode: '560001',
  state: 'Karnataka',
};
/** Event Listing Premium: ₹50,000 for members, ₹60,000 for others (+ GST). */
const PREMIUM_PACKAGE_ID = 3;

function expectRule46(invoice: Invoice) {
  for (const number of [invoice.number, invoice.credit_note?.number].filter((n) => n !== undefined)) {
    expect(number.length, number).toBeLessThanOrEqual(DOCUMENT_NUMBER_MAX_LENGTH);
    expect(number).toMatch(DOCUMENT_NUMBER_PATTERN);
  }
  const { totals, tax } = invoice;
  const taxable = totals.taxable_value;
  const amounts = (label: string) => tax.filter((t) => t.label === label).map((t) => t.amount);
  if (invoice.supply === 'intra_state') {
    expect(invoice.place_of_supply?.state_code, invoice.number).toBe(SELLER.stateCode);
    expect(amounts('CGST'), invoice.number).toEqual([Math.round((taxable * 9) / 100)]);
    expect(amounts('SGST'), invoice.number).toEqual([Math.round((taxable * 9) / 100)]);
    expect(amounts('IGST')).toEqual([]);
  } else if (invoice.supply === 'inter_state') {
    expect(invoice.place_of_supply?.state_code, invoice.number).not.toBe(SELLER.stateCode);
    expect(amounts('IGST'), invoice.number).toEqual([Math.round((taxable * 18) / 100)]);
    expect(tax).toHaveLength(1);
  } else expect(tax).toEqual([]);
  expect(tax.reduce((sum, t) => sum + t.amount, 0)).toBe(totals.tax);
  const roundOff = totals.round_off ?? 0;
  if (invoice.gst_treatment === 'included') {
    expect(totals.total).toBe(totals.subtotal - totals.discount);
    expect(roundOff).toBeGreaterThanOrEqual(0);
    expect(roundOff).toBeLessThanOrEqual(2);
  } else {
    expect(totals.subtotal - totals.discount).toBe(taxable);
    expect(roundOff).toBe(0);
  }
  expect(taxable + totals.tax + roundOff).toBe(totals.total);
  const lines = invoice.lines.reduce((sum, l) => sum + l.taxable_value, 0);
  expect(lines).toBe(taxable);
}

describe('every tax invoice, seeded and issued', () => {
  it('holds to rule 46 serials, each tax rounded on its own and totals that add up', {
    timeout: 30_000,
  }, async () => {
    const app = fullApp();
    const { client, mock } = app;
    const seeded = (mock.state.store.invoiceBook?.invoices ?? []).map((r) => r.invoice);
    expect(seeded.length).toBeGreaterThanOrEqual(5);
    for (const invoice of seeded) expectRule46(invoice);

    const member = client.signIn(SEED_IDS.maverickUserId);
    await buy(
      client,
      'user-event-payment',
      'event-payment-callback',
      { event_id: 2, quantity: 3, coupon: 'LWL10' },
      member,
    );
    await buy(client, 'event-payment', 'event-payment-callback', {
      ...GUEST_CONTACT,
      event_id: GOA_EVENT_ID,
      quantity: 1,
    });
    await buy(
      client,
      'mentor-appointment-payment',
      'mentor-payment-callback',
      { ...GUEST_CONTACT, mentor_id: 1 },
      member,
    );
    await buy(client, 'mentor-appointment-payment', 'mentor-payment-callback', {
      ...GUEST_CONTACT,
      mentor_id: 2,
      coupon: 'LWL10',
    });
    await buy(
      client,
      'package-payment',
      'package-payment-callback',
      { ...GUEST_CONTACT, package_id: 1 },
      member,
    );
    await buy(client, 'non-member-package-payment', 'package-payment-callback', {
      ...GUEST_CONTACT,
      ...ADDRESS,
      package_id: PREMIUM_PACKAGE_ID,
    });
    await buy(client, 'venture-payment', 'venture-payment-callback', {
      ...GUEST_CONTACT,
      venture_id: 1,
      price_type: 'day_1_pass',
      member_type: 'non_member',
    });
    // ₹8,999 incl. GST in Maharashtra: no taxable value splits it exactly, a round-off of a paisa.
    const titanBuyer = client.signIn(SEED_IDS.titanUserId);
    await buy(
      client,
      'venture-payment',
      'venture-payment-callback',
      { ...GUEST_CONTACT, venture_id: 1, price_type: 'two_days_pass', member_type: 'member' },
      titanBuyer,
    );
    const plan = PLAN_OFFERS.find((offer) => offer.currency === 'INR');
    await buy(client, 'membership-payment', 'membership-payment-callback', {
      title: 'Ms',
      first_name: 'Invoice',
      last_name: 'Rules',
      email: 'invoice-rules@example.com',
      company_name: 'Acme',
      designation: 'CEO',
      password: 'Secret@123',
      pincode: '400050',
      membership_price_id: String(plan?.id),
      coupon: '',
      phone: '9123456789',
      otp: '{secret}',
      city: plan?.city ?? 'Delhi',
      provides_gst_details: '0',
      reffered_by: '',
    });
    const usd = PLAN_OFFERS.find((offer) => offer.currency === 'USD');
    await buy(client, 'global-membership-payment', 'membership-payment-callback', {
      title: 'Ms',
      first_name: 'Export',
      last_name: 'Rules',
      email: 'invoice-rules-usd@example.com',
      company_name: 'Acme',
      designation: 'CEO',
      password: 'Secret@123',
      pincode: 'SW1A 1AA',
      membership_price_id: String(usd?.id),
      coupon: '',
      phone: '',
      city: 'London',
      state: 'England',
      country: 'United Kingdom',
    });
    // A refund request (its credit note, whenever the refund flow issues it, is of its own series).
    const titan = client.signIn(SEED_IDS.titanUserId);
    const refund = await client.post(
      'delete-event',
      { event_id: SEED_IDS.titanUpcomingPurchaseId },
      { token: titan },
    );
    expect(refund.status).toBe(200);

    const book = mock.state.store.invoiceBook?.invoices ?? [];
    const issued = book.map((r) => r.invoice).slice(seeded.length);
    expect(new Set(issued.map((i) => i.lines[0]?.sac))).toEqual(
      new Set(['998596', '999293', '998397', '999599']),
    );
    expect(new Set(issued.map((i) => i.supply))).toEqual(new Set(['intra_state', 'inter_state', 'export']));
    for (const invoice of book.map((r) => r.invoice)) expectRule46(invoice);
    expect(issued.some((i) => (i.totals.round_off ?? 0) > 0)).toBe(true);
    // Consecutive and unique per financial year, invoices and credit notes each in their own series.
    const series = (numbers: string[]) => {
      const byYear = new Map<string, number[]>();
      for (const n of numbers) {
        const [prefix, year, serial] = n.split('/');
        const key = `${prefix}/${year}`;
        byYear.set(key, [...(byYear.get(key) ?? []), Number(serial)]);
      }
      return [...byYear.values()];
    };
    const invoiceNumbers = book.map((r) => r.invoice.number);
    const creditNotes = book.flatMap((r) => (r.invoice.credit_note ? [r.invoice.credit_note.number] : []));
    expect(invoiceNumbers.every((n) => n.startsWith('INV/'))).toBe(true);
    expect(creditNotes.every((n) => n.startsWith('CN/'))).toBe(true);
    for (const serials of [...series(invoiceNumbers), ...series(creditNotes)])
      expect(serials).toEqual(serials.map((_, i) => i + 1));
  });

  it('a ticket to the Goa event is supplied in Goa: IGST 18 %, whoever buys it', async () => {
    const { client, mock } = fullApp();
    const goa = mock.state.store.events.find((e) => e.id === GOA_EVENT_ID);
    expect(goa?.city).toBe('Goa');
    const guest = await buy(client, 'event-payment', 'event-payment-callback', {
      ...GUEST_CONTACT,
      event_id: GOA_EVENT_ID,
      quantity: 2,
    });
    const titan = client.signIn(SEED_IDS.titanUserId);
    const member = await buy(
      client,
      'user-event-payment',
      'event-payment-callback',
      { event_id: GOA_EVENT_ID, quantity: 1 },
      titan,
    );
    for (const order of [guest, member]) {
      const invoice = parseOk(
        'GET orders/{order_id}/invoice',
        (await client.get('orders/{order_id}/invoice', { order_id: order.order_id, key: order.access_key }))
          .body,
      ).data;
      expect(invoice.place_of_supply).toEqual({ state: 'Goa', state_code: '30' });
      expect(invoice.supply).toBe('inter_state');
      expect(invoice.tax.map((t) => t.label)).toEqual(['IGST']);
      expect(invoice.seller.state).toBe('Maharashtra');
      expectRule46(invoice);
    }
    // The Mumbai event stays CGST + SGST for the same guest.
    const mumbai = await buy(client, 'event-payment', 'event-payment-callback', {
      ...GUEST_CONTACT,
      event_id: 1,
      quantity: 1,
    });
    const local = parseOk(
      'GET orders/{order_id}/invoice',
      (await client.get('orders/{order_id}/invoice', { order_id: mumbai.order_id, key: mumbai.access_key }))
        .body,
    ).data;
    expect(local.tax.map((t) => t.label)).toEqual(['CGST', 'SGST']);
  });

  it('a guest at ₹50,000 taxable or more gives her address and state, and her invoice prints them', async () => {
    const { client } = fullApp();
    const refused = await client.post('non-member-package-payment', {
      ...GUEST_CONTACT,
      package_id: PREMIUM_PACKAGE_ID,
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ message: buyerAddressMessages.whyAsked });

    const order = await buy(client, 'non-member-package-payment', 'package-payment-callback', {
      ...GUEST_CONTACT,
      ...ADDRESS,
      package_id: PREMIUM_PACKAGE_ID,
    });
    const invoice = parseOk(
      'GET orders/{order_id}/invoice',
      (await client.get('orders/{order_id}/invoice', { order_id: order.order_id, key: order.access_key }))
        .body,
    ).data;
    expect(invoice.totals.taxable_value).toBe(6_000_000);
    expect(invoice.buyer).toMatchObject({
      name: GUEST_CONTACT.name,
      gstin: null,
      address_lines: ['12 MG Road', 'Ashok Nagar', 'PIN 560001'],
      state: 'Karnataka',
      state_code: '29',
    });
    // Her state is the place of supply of a package: IGST.
    expect(invoice.place_of_supply).toEqual({ state: 'Karnataka', state_code: '29' });
    expect(invoice.tax.map((t) => t.label)).toEqual(['IGST']);
    expectRule46(invoice);

    // Below the threshold nothing is asked, and the invoice names her alone.
    const small = await buy(client, 'non-member-package-payment', 'package-payment-callback', {
      ...GUEST_CONTACT,
      package_id: 1,
    });
    const smallInvoice = parseOk(
      'GET orders/{order_id}/invoice',
      (await client.get('orders/{order_id}/invoice', { order_id: small.order_id, key: small.access_key }))
        .body,
    ).data;
    expect(smallInvoice.totals.taxable_value).toBeLessThan(UNREGISTERED_ADDRESS_THRESHOLD);
    expect(smallInvoice.buyer).toMatchObject({ address_lines: [], state: null });
  });
});
