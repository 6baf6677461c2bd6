import {
  BUYER_ADDRESS_LABELS,
  type BuyerAddress,
  commonMessages,
  type EndpointDef,
  type PurchaseContact,
} from '@lwl/schemas';
import type { CreateOrderResult } from '../orders/create-order.ts';
import type { HandlerContext } from '../registry/handler.ts';
import { findUser } from '../store/queries.ts';
import type { BuyerDetails, UserRecord } from '../store/store.ts';

/** The signed-in caller's account, or undefined for a guest (or a session whose user is gone). */
export const callerUser = <E extends EndpointDef>(ctx: HandlerContext<E>): UserRecord | undefined =>
  ctx.caller ? findUser(ctx.store, ctx.caller.userId) : undefined;

/** 401 with the session-expired message (a required-auth call whose user no longer exists). */
export const sessionExpired = () => ({ status: 401, message: commonMessages.sessionExpired }) as const;
export const notFound = () => ({ status: 404, message: commonMessages.recordNotFound }) as const;
export const badRequest = (message: string) => ({ status: 400, message }) as const;
/** 429 with `Retry-After` in whole seconds (at least 1). */
export const tooManyRequests = (message: string, retryAfterMs: number) =>
  ({ status: 429, message, retryAfterS: Math.max(1, Math.ceil(retryAfterMs / 1000)) }) as const;
export const membersOnly = (message: string = commonMessages.membersOnly) =>
  ({ status: 403, message }) as const;

/** A member buys as their profile says. */
export const buyerFromUser = (user: UserRecord): BuyerDetails => ({
  name: `${user.first_name} ${user.last_name}`.trim(),
  email: user.email,
  phone: user.phone,
  company_name: user.company_name,
  designation: user.designation,
});

/** A guest's contact as stored, with her address when she gave one (the guest calls' extension). */
export const buyerFromContact = (contact: PurchaseContact & BuyerAddress): BuyerDetails => ({
  name: contact.name,
  email: contact.email,
  phone: contact.phone,
  company_name: contact.company_name,
  designation: contact.designation,
  ...Object.fromEntries(
    Object.keys(BUYER_ADDRESS_LABELS).flatMap((key) => {
      const value = contact[key as keyof BuyerAddress];
      return value ? [[key, value]] : [];
    }),
  ),
});

/** The create-order answer, or the coupon's 400, or an order limit's 429. */
export const orderAnswer = (result: CreateOrderResult) =>
  result.ok ? ({ status: 200, body: result.answer } as const) : result.refusal;

/** An id path/query value that may be a number or a slug. */
export const matchesIdOrSlug = (record: { id: number; slug: string }, key: string | number): boolean =>
  String(record.id) === String(key) || record.slug === String(key);
