/**
 * `POST order-quote` (contract extension): the price of one item for the caller, from the same
 * pricing functions as the item's create-order handler and the same charge rule (`chargeFor`), so the
 * summary before payment and the order agree to the paisa.
 */
import { type checkoutEndpoints, membershipMessages, type OrderQuoteInput } from '@lwl/schemas';
import { placeOfSale } from '../invoices/place-of-supply.ts';
import { chargeFor, type PricedItem } from '../orders/create-order.ts';
import type { HandlerContext, HandlerMap, HandlerResult } from '../registry/handler.ts';
import { buyerKind } from '../store/queries.ts';
import type { Store, UserRecord } from '../store/store.ts';
import { priceFor } from './events.ts';
import { membershipOption } from './membership.ts';
import { mentorPrice } from './mentors.ts';
import { packagePrice } from './packages.ts';
import { badRequest, callerUser } from './shared.ts';
import { venturePrice } from './venture.ts';

type QuoteEndpoint = (typeof checkoutEndpoints)['POST order-quote'];
type Refusal = Exclude<HandlerResult<QuoteEndpoint>, { status: 200 }>;
type Quoted = { ok: true; priced: Omit<PricedItem, 'place'> } | { ok: false; result: Refusal };

const ALL_PLANS = ['titan', 'maverick', 'lap', 'global-access-membership', 'uae-membership'] as const;

function priceItem(store: Store, input: OrderQuoteInput, user: UserRecord | undefined, now: Date): Quoted {
  const coupon = input.coupon;
  switch (input.kind) {
    case 'event': {
      const kind = user ? buyerKind(store, user.id, now) : 'Non Member';
      const p = priceFor(store, input.event_id, kind, now);
      if (!p.ok) return p;
      const quantity = Number(input.quantity);
      return {
        ok: true,
        priced: { item: { kind: 'event' }, unitPrice: p.price, quantity, currency: 'INR', coupon },
      };
    }
    case 'venture': {
      const p = venturePrice(store, input, user, now);
      if (!p.ok) return p;
      return {
        ok: true,
        priced: { item: { kind: 'venture' }, unitPrice: p.unitPrice, currency: 'INR', coupon },
      };
    }
    case 'mentor': {
      const p = mentorPrice(store, input.mentor_id, user, now);
      if (!p.ok) return p;
      return {
        ok: true,
        priced: { item: { kind: 'mentor' }, unitPrice: p.unitPrice, currency: 'INR', coupon },
      };
    }
    case 'package': {
      const p = packagePrice(store, input.package_id, user, now);
      if (!p.ok) return p;
      return {
        ok: true,
        priced: { item: { kind: 'package' }, unitPrice: p.unitPrice, currency: 'INR', coupon },
      };
    }
    case 'membership': {
      const option = membershipOption(store, input.membership_price_id, ALL_PLANS);
      if (!option) return { ok: false, result: badRequest(membershipMessages.durationRequired) };
      const priced: Omit<PricedItem, 'place'> = {
        item: { kind: 'membership' },
        unitPrice: option.price,
        currency: option.currency,
        coupon,
      };
      return { ok: true, priced };
    }
  }
}

export const checkoutHandlers: HandlerMap<typeof checkoutEndpoints> = {
  'POST order-quote': (ctx: HandlerContext<QuoteEndpoint>) => {
    const user = callerUser(ctx);
    const quoted = priceItem(ctx.store, ctx.input, user, ctx.now);
    if (!quoted.ok) return quoted.result;
    // Placed as its order will be (a guest's state is not known before her order: the seller's).
    const place = placeOfSale(ctx.store, {
      kind: ctx.input.kind,
      eventId: ctx.input.kind === 'event' ? Number(ctx.input.event_id) : null,
      currency: quoted.priced.currency,
      account: user,
      buyer: null,
    });
    const charge = chargeFor({ ...quoted.priced, place });
    if (!charge.ok) return badRequest(charge.message);
    return { status: 200, body: { status: 1, breakdown: charge.breakdown } };
  },
};
