import {
  commonMessages,
  type VenturePaymentInput,
  type ventureEndpoints,
  venturePassPrice,
} from '@lwl/schemas';
import { confirmPayment } from '../orders/confirm-payment.ts';
import { createOrder } from '../orders/create-order.ts';
import type { HandlerMap } from '../registry/handler.ts';
import type { Store, UserRecord } from '../store/store.ts';
import { badRequest, buyerFromContact, callerUser, notFound, orderAnswer } from './shared.ts';

/** The pass price for the caller; `member_type: 'member'` needs a signed-in caller. */
export function venturePrice(
  store: Store,
  input: Pick<VenturePaymentInput, 'venture_id' | 'price_type' | 'member_type'>,
  user: UserRecord | undefined,
) {
  if (input.member_type === 'member' && !user)
    return { ok: false, result: { status: 403, message: commonMessages.signInRequired } } as const;
  const venture = store.ventures.find((v) => v.id === input.venture_id);
  if (!venture) return { ok: false, result: notFound() } as const;
  return {
    ok: true,
    venture,
    unitPrice: venturePassPrice(venture, input.price_type, input.member_type),
  } as const;
}

export const ventureHandlers: HandlerMap<typeof ventureEndpoints> = {
  'GET ventures': ({ store }) => ({
    status: 200,
    body: { status: 1, data: store.ventures.map((v) => ({ ...v })) },
  }),

  /**
   * `member_type: 'member'` needs a signed-in caller (403 for a guest, with the sign-in message). The
   * member rate is granted to any signed-in caller, as the page decides member type from the token.
   */
  'POST venture-payment': (ctx) => {
    const { store, input, now } = ctx;
    const user = callerUser(ctx);
    const priced = venturePrice(store, input, user);
    if (!priced.ok) return priced.result;
    return orderAnswer(
      createOrder(store, now, {
        item: {
          kind: 'venture',
          venture_id: priced.venture.id,
          price_type: input.price_type,
          member_type: input.member_type,
        },
        unitPrice: priced.unitPrice,
        currency: 'INR',
        coupon: input.coupon,
        userId: user?.id ?? null,
        buyer: buyerFromContact(input),
      }),
    );
  },

  'POST venture-payment-callback': ({ store, input, now, env }) => {
    const result = confirmPayment(store, now, env.RAZORPAY_KEY_SECRET, 'venture', input);
    return result.ok
      ? { status: 200, body: { status: 1, message: result.message } }
      : badRequest(result.message);
  },
};
