import {
  commonMessages,
  type VenturePaymentInput,
  type ventureEndpoints,
  ventureMessages,
  venturePassPrice,
  venturePurchase,
} from '@lwl/schemas';
import { purchaseHandlers } from '../orders/purchase-handlers.ts';
import type { HandlerMap } from '../registry/handler.ts';
import type { Store, UserRecord } from '../store/store.ts';
import { badRequest, buyerFromContact, notFound } from './shared.ts';
import { currentEdition, editionView } from './venture-editions.ts';

/**
 * The pass price for the caller, for the edition on sale; `member_type: 'member'` needs a signed-in
 * caller. Sales close 24 hours before the edition starts (docs/product-rules.md: sales close), so an order
 * and a quote are refused alike once registration has closed.
 */
export function venturePrice(
  store: Store,
  input: Pick<VenturePaymentInput, 'venture_id' | 'price_type' | 'member_type'>,
  user: UserRecord | undefined,
  now: Date,
) {
  if (input.member_type === 'member' && !user)
    return { ok: false, result: { status: 403, message: commonMessages.signInRequired } } as const;
  const venture = store.ventures.find((v) => v.id === input.venture_id);
  if (!venture) return { ok: false, result: notFound() } as const;
  const edition = currentEdition(store.ventureEditions, now);
  if (!edition || !editionView(edition, now).registration_open)
    return { ok: false, result: badRequest(ventureMessages.registrationClosed) } as const;
  return {
    ok: true,
    venture,
    edition,
    unitPrice: venturePassPrice(venture, input.price_type, input.member_type),
  } as const;
}

export const ventureHandlers: HandlerMap<typeof ventureEndpoints> = {
  'GET ventures': ({ store, now }) => {
    const edition = currentEdition(store.ventureEditions, now);
    return {
      status: 200,
      body: {
        status: 1,
        data: store.ventures.map((v) => ({ ...v })),
        ...(edition ? { edition: editionView(edition, now) } : {}),
      },
    };
  },

  /**
   * `member_type: 'member'` needs a signed-in caller (403 for a guest, with the sign-in message). The
   * member rate is granted to any signed-in caller, as the page decides member type from the token.
   */
  ...purchaseHandlers(venturePurchase, ({ store, input, now }, user) => {
    const priced = venturePrice(store, input, user, now);
    if (!priced.ok) return priced.result;
    return {
      item: {
        kind: 'venture',
        venture_id: priced.venture.id,
        edition_id: priced.edition.id,
        price_type: input.price_type,
        member_type: input.member_type,
      },
      unitPrice: priced.unitPrice,
      userId: user?.id ?? null,
      buyer: buyerFromContact(input),
    };
  }),
};
