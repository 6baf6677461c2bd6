/**
 * The place of supply of an order (`placeOfSupply` in @lwl/schemas), decided once when the order is
 * priced and kept on it, so the invoice is taxed as the charge was even if the buyer's profile changes
 * before the payment is confirmed.
 */
import {
  type ChargeKind,
  type Currency,
  invoiceBuyerState,
  type PlaceOfSupply,
  placeOfSupply,
} from '@lwl/schemas';
import { findUser } from '../store/queries.ts';
import type { BuyerDetails, OrderRecord, Store } from '../store/store.ts';
import { type BuyerAccount, buyerOfUser } from './record-invoice.ts';

/** What a sale's place of supply is decided from. */
export interface SupplyOf {
  kind: ChargeKind;
  /** The event a ticket admits to; null for anything else. */
  eventId: number | null;
  currency: Currency;
  /** The buyer's account (signed in, or the one a sign-up creates); undefined for a guest. */
  account: BuyerAccount | undefined;
  /** A guest's contact (her state, when she gave her address). */
  buyer: BuyerDetails | null;
}

export function placeOfSale(store: Store, sale: SupplyOf): PlaceOfSupply | null {
  const event = sale.eventId === null ? undefined : store.events.find((e) => e.id === sale.eventId);
  // A guest's state is on her contact when her order needed her address (rule 46).
  const buyerState = sale.account
    ? invoiceBuyerState(buyerOfUser(sale.account))
    : sale.buyer?.state?.trim() || null;
  return placeOfSupply({
    kind: sale.kind,
    currency: sale.currency,
    venueCity: event?.city ?? null,
    buyerState,
  });
}

/** The order's place of supply, from what it sells and who buys it. */
export function placeOfOrder(
  store: Store,
  order: Pick<OrderRecord, 'item' | 'currency' | 'user_id' | 'buyer'>,
): PlaceOfSupply | null {
  const { item } = order;
  const account =
    order.user_id !== null
      ? findUser(store, order.user_id)
      : item.kind === 'membership' && item.signup
        ? item.signup
        : undefined;
  return placeOfSale(store, {
    kind: item.kind,
    eventId: item.kind === 'event' ? item.event_id : null,
    currency: order.currency,
    account,
    buyer: order.buyer,
  });
}
