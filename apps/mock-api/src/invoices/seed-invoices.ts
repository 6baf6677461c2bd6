import { type ChargeBreakdown, computeCharge, GST_RATE_PERCENT, toMinor } from '@lwl/schemas';
import { findUser } from '../store/queries.ts';
import { SEED_IDS } from '../store/seed/purchases.ts';
import type { InvoiceBook, OrderItem, PurchaseRef, Store } from '../store/store.ts';
import { emptyInvoiceBook, invoiceBookOf } from './invoice-book.ts';
import { buyerOfUser, describeItem, issueInvoice } from './record-invoice.ts';

/**
 * The breakdown of a seeded purchase whose recorded amount is what was paid (GST included in it):
 * a plus-GST sale is split back into its taxable value and the 18 % on top.
 */
function paidBreakdown(totalMajor: number, quantity: number, added: boolean): ChargeBreakdown {
  const included = computeCharge({
    unitPrice: totalMajor / quantity,
    quantity,
    currency: 'INR',
    treatment: 'included',
    discountPercent: 0,
  });
  if (!added) return included;
  const taxable = Math.round((toMinor(totalMajor) * 100) / (100 + GST_RATE_PERCENT));
  return {
    ...included,
    gst_treatment: 'added',
    unit_price: taxable / quantity,
    subtotal: taxable,
    taxable_value: taxable,
    gst: toMinor(totalMajor) - taxable,
  };
}

interface SeededSale {
  userId: number;
  purchase: PurchaseRef;
  item: OrderItem;
  at: string;
  breakdown: ChargeBreakdown;
}

/**
 * Invoices for the seed's own purchases (the Titan account's tickets, session, package and
 * membership), numbered in date order, so /invoices is not empty for titan@lwl.test.
 */
export function seedInvoiceBook(store: Store): InvoiceBook {
  const sales: SeededSale[] = [];
  for (const p of store.eventPurchases)
    if (p.user_id !== null)
      sales.push({
        userId: p.user_id,
        purchase: { kind: 'event', id: p.id },
        item: { kind: 'event', event_id: p.event_id, quantity: p.quantity, price_id: 0 },
        at: p.purchased_date,
        breakdown: paidBreakdown(p.amount, p.quantity, false),
      });
  for (const b of store.mentorBookings)
    if (b.user_id !== null && !b.free)
      sales.push({
        userId: b.user_id,
        purchase: { kind: 'mentor', id: b.id },
        item: { kind: 'mentor', mentor_id: b.mentor_id },
        at: b.created_at,
        breakdown: paidBreakdown(b.amount, 1, true),
      });
  for (const p of store.packagePurchases)
    if (p.user_id !== null)
      sales.push({
        userId: p.user_id,
        purchase: { kind: 'package', id: p.id },
        item: { kind: 'package', package_id: p.package_id },
        at: p.created_at,
        breakdown: paidBreakdown(p.amount, 1, true),
      });
  // The Titan account's membership only (Maverick's account shows every empty state).
  for (const m of store.memberships) {
    if (m.user_id !== SEED_IDS.titanUserId || m.currency !== 'INR') continue;
    sales.push({
      userId: m.user_id,
      purchase: { kind: 'membership', id: m.id },
      item: { kind: 'membership', membership_price_id: m.membership_price_id, signup: null },
      at: m.created_date,
      breakdown: computeCharge({
        unitPrice: m.membership_price,
        quantity: 1,
        currency: 'INR',
        treatment: 'added',
        discountPercent: 0,
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
      coupon: null,
      orderId: null,
      paymentId: null,
      issuedAt: new Date(sale.at),
    });
  }
  return invoiceBookOf(store);
}
