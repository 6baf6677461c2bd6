import {
  type EndpointDef,
  type GlobalMembershipPayment,
  type MembershipPayment,
  type membershipEndpoints,
  membershipMessages,
  membershipPurchase,
  signUpPurchase,
} from '@lwl/schemas';
import { savePhoto } from '../images/photo.ts';
import { orderRefusal, removeUpload } from '../limits/caps.ts';
import { purchaseHandlers, type Refusal, type Sale } from '../orders/purchase-handlers.ts';
import type { HandlerContext, HandlerMap } from '../registry/handler.ts';
import { findUserByEmail } from '../store/queries.ts';
import type { MembershipSlug, SignupDetails, Store } from '../store/store.ts';
import { badRequest, notFound } from './shared.ts';

/** The plan option a membership order buys, when it belongs to the given tiers. */
export function membershipOption(store: Store, priceId: number, slugs: readonly MembershipSlug[]) {
  const option = store.membershipOptions.find((o) => o.id === priceId);
  return option && slugs.includes(option.slug) ? option : undefined;
}

/**
 * Both membership orders: the option must belong to the endpoint's tiers; a guest's e-mail must be new
 * (400 otherwise: log in instead). The password is hashed now; the account is created with it when the
 * payment is confirmed (or at once for a free order).
 */
async function membershipSale(
  ctx: Pick<HandlerContext<EndpointDef>, 'store' | 'now' | 'sessions' | 'env'>,
  input: MembershipPayment | GlobalMembershipPayment,
  slugs: readonly MembershipSlug[],
  country: string,
): Promise<Sale | Refusal> {
  const { store, now } = ctx;
  const option = membershipOption(store, input.membership_price_id, slugs);
  if (!option) return badRequest(membershipMessages.durationRequired);
  if (findUserByEmail(store, input.email)) return badRequest(membershipMessages.emailTaken);
  // The order limits first, so that a refused order keeps no photo.
  const limited = orderRefusal(store, ctx.env, { user_id: null, buyer: { email: input.email } }, now);
  if (limited) return limited;
  let imageUploadId: string | null = null;
  if (input.image) {
    const saved = await savePhoto(store, input.image, now, ctx.env.MOCK_MAX_UPLOAD_BYTES);
    if (!saved.ok) return badRequest(saved.message);
    imageUploadId = saved.uploadId;
  }
  const signup: SignupDetails = {
    title: input.title,
    first_name: input.first_name,
    last_name: input.last_name,
    email: input.email.trim(),
    phone: input.phone ?? '',
    company_name: input.company_name,
    designation: input.designation,
    city: input.city,
    state: input.state ?? '',
    country,
    pincode: input.pincode,
    industry: input.industry ?? '',
    passwordHash: await ctx.sessions.hashPassword(input.password),
    imageUploadId,
    provides_gst_details: input.provides_gst_details,
    gst_number: input.gst_number ?? '',
    gst_company_name: input.gst_company_name ?? '',
    gst_address_line_1: input.gst_address_line_1 ?? '',
    gst_address_line_2: input.gst_address_line_2 ?? '',
    gst_state: input.gst_state ?? '',
    gst_pincode: input.gst_pincode ?? '',
    reffered_by: input.reffered_by ?? '',
    statement_of_purpose: input.statement_of_purpose ?? '',
  };
  return {
    item: { kind: 'membership', membership_price_id: option.id, signup },
    unitPrice: option.price,
    currency: option.currency,
    userId: null,
    buyer: {
      name: `${signup.first_name} ${signup.last_name}`,
      email: signup.email,
      phone: signup.phone,
      company_name: signup.company_name,
      designation: signup.designation,
    },
    // A refused order (coupon, or a limit reached meanwhile) keeps no photo.
    onRefused: () => removeUpload(store, imageUploadId),
  };
}

export const membershipHandlers: HandlerMap<typeof membershipEndpoints> = {
  'GET membership/{slug}': ({ store, input }) => {
    const options = store.membershipOptions.filter((o) => o.slug === input.slug);
    if (options.length === 0) return notFound();
    return {
      status: 200,
      body: options.map((o) => ({
        id: o.id,
        term: o.term,
        price: o.price,
        name: o.name,
        ...(o.city ? { city: o.city } : {}),
      })),
    };
  },
  ...purchaseHandlers(membershipPurchase, (ctx) =>
    membershipSale(ctx, ctx.input, ['titan', 'maverick', 'lap'], 'India'),
  ),
  // The sign-ups' row shares the tier form's confirmation call.
  ...purchaseHandlers(signUpPurchase, (ctx) =>
    membershipSale(ctx, ctx.input, ['global-access-membership', 'uae-membership'], ctx.input.country),
  ),
};
