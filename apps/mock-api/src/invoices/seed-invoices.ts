import { type ChargeBreakdown, computeCharge, gstSupplyOf, type PlaceOfSupply, toMinor } from '@lwl/schemas';
import { findUser } from '../store/queries.ts';
import { SEED_IDS } from '../store/seed/purchases.ts';
import type { InvoiceBook, OrderItem, PurchaseRef, Store } from '../store/store.ts';
import { emptyInvoiceBook, invoiceBookOf } from './invoice-book.ts';
import { placeOfSale } from './place-of-supply.ts';
import { buyerOfUser, describeItem, issueInvoice } from './record-invoice.ts';

/**
 * The breakdown of a seeded purchase, priced by the one rule (`computeCharge`) at its place of supply:
 * a ticket's recorded amount is its price including GST; a session's or package's is its listed price
 * plus GST. The seed's recorded amount must be what that charge comes to, to the paisa.
 */
function seededBreakdown(
  recordedMajor: number,
  sale: { unitPrice: number; quantity: number; added: boolean; place: PlaceOfSupply | null },
): ChargeBreakdown {
  const breakdown = computeCharge({
    unitPrice: sale.unitPrice,
    quantity: sale.quantity,
    currency: 'INR',
    treatment: sale.added ? 'added' : 'included',
    discountPercent: 0,
    supply: gstSupplyOf(sale.place),
  });
  if (breakdown.total !== toMinor(recordedMajor))
    throw new Error(`seeded amount ${recordedMajor} is not its charge (${breakdown.total} paise)`);
  return breakdown;
}

interface SeededSale {
  userId: number;
  purchase: PurchaseRef;
  item: OrderItem;
  at: string;
  place: PlaceOfSupply | null;
  breakdown: ChargeBreakdown;
}

/**
 * Invoices for the seed's own purchases (the Titan account's tickets, session, package and
 * membership), numbered in date order, so /invoices is not empty for titan@lwl.test.
 */
export function seedInvoiceBook(store: Store): InvoiceBook {
  const sales: SeededSale[] = [];
  const placeFor = (userId: number, kind: OrderItem['kind'], eventId: number | null) =>
    placeOfSale(store, { kind, eventId, currency: 'INR', account: findUser(store, userId), buyer: null });
  for (const p of store.eventPurchases)
    if (p.user_id !== null) {
      const place = placeFor(p.user_id, 'event', p.event_id);
      sales.push({
        userId: p.user_id,
        purchase: { kind: 'event', id: p.id },
        item: { kind: 'event', event_id: p.event_id, quantity: p.quantity, price_id: 0 },
        at: p.purchased_date,
        place,
        breakdown: seededBreakdown(p.amount, {
          unitPrice: p.amount / p.quantity,
          quantity: p.quantity,
          added: false,
          place,
        }),
      });
    }
  for (const b of store.mentorBookings) {
    const mentor = store.mentors.find((m) => m.id === b.mentor_id);
    if (b.user_id === null || b.free || !mentor) continue;
    const place = placeFor(b.user_id, 'mentor', null);
    sales.push({
      userId: b.user_id,
      purchase: { kind: 'mentor', id: b.id },
      item: { kind: 'mentor', mentor_id: b.mentor_id },
      at: b.created_at,
      place,
      breakdown: seededBreakdown(b.amount, {
        unitPrice: mentor.session_price_without_gst,
        quantity: 1,
        added: true,
        place,
      }),
    });
  }
  for (const p of store.packagePurchases) {
    const pack = store.packages.find((k) => k.id === p.package_id);
    if (p.user_id === null || !pack) continue;
    const place = placeFor(p.user_id, 'package', null);
    sales.push({
      userId: p.user_id,
      purchase: { kind: 'package', id: p.id },
      item: { kind: 'package', package_id: p.package_id },
      at: p.created_at,
      place,
      breakdown: seededBreakdown(p.amount, { unitPrice: pack.price, quantity: 1, added: true, place }),
    });
  }
  // The Titan account's membership only (Maverick's account shows every empty state).
  for (const m of store.memberships) {
    if (m.user_id !== SEED_IDS.titanUserId || m.currency !== 'INR') continue;
    const option = store.membershipOptions.find((o) => o.id === m.membership_price_id);
    if (!option) continue;
    const place = placeFor(m.user_id, 'membership', null);
    sales.push({
      userId: m.user_id,
      purchase: { kind: 'membership', id: m.id },
      item: { kind: 'membership', membership_price_id: m.membership_price_id, signup: null },
      at: m.created_date,
      place,
      breakdown: seededBreakdown(m.membership_price, {
        unitPrice: option.price,
        quantity: 1,
        added: true,
        place,
      }),
    });
  }
  store.invoiceBook = emptyInvoiceBook();
  for (const sale of sales.sort((a, b) => a.at.localeCompare(b.at))) {
    const user = findUser(store, sale.userId);
    if (!user) continue;
    issueInvoice(store, {
      ownerId: user.id,
      purchase: sale.purchase,
      buyer: buyerOfUser(user),
      kind: sale.item.kind,
      description: describeItem(store, sale.item),
      breakdown: sale.breakdown,
      placeOfSupply: sale.place,
      coupon: null,
      orderId: null,
      paymentId: null,
      issuedAt: new Date(sale.at),
    });
  }
  return invoiceBookOf(store);
}
