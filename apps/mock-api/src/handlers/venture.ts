import { commonMessages, type ventureEndpoints, ventureMessages, venturePassPrice } from '@lwl/schemas';
import { confirmPayment } from '../orders/confirm-payment.ts';
import { createOrder } from '../orders/create-order.ts';
import type { HandlerMap } from '../registry/handler.ts';
import { badRequest, buyerFromContact, callerUser, notFound, orderAnswer } from './shared.ts';
import { currentEdition, editionView } from './venture-editions.ts';

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
  'POST venture-payment': (ctx) => {
    const { store, input, now } = ctx;
    const user = callerUser(ctx);
    if (input.member_type === 'member' && !user)
      return { status: 403, message: commonMessages.signInRequired };
    const venture = store.ventures.find((v) => v.id === input.venture_id);
    if (!venture) return notFound();
    // Sales close 24 hours before the edition on sale starts (design.md, money: sales close).
    const edition = currentEdition(store.ventureEditions, now);
    if (!edition || !editionView(edition, now).registration_open)
      return badRequest(ventureMessages.registrationClosed);
    return orderAnswer(
      createOrder(store, now, {
        item: {
          kind: 'venture',
          venture_id: venture.id,
          edition_id: edition.id,
          price_type: input.price_type,
          member_type: input.member_type,
        },
        unitPrice: venturePassPrice(venture, input.price_type, input.member_type),
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
