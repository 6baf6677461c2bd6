/**
 * What a purchase dialog starts from (the event, mentor, free-session, package and Venture Vault
 * dialogs): the signed-in buyer's profile, what she last submitted, and what she last typed. A
 * purchase machine holding details keeps `profile` and `draft` in its context, set by the root events
 * `profile.receive` (the app's `GET user` answer) and `draft.keep` (the dialog's fields as it closes).
 */
import type { CouponForm, PurchaseContact, PurchaseDetails, User } from '@lwl/schemas';

/** The profile fields the dialogs use. */
export type ProfileContactFields = Pick<
  User,
  'first_name' | 'last_name' | 'phone' | 'email' | 'company_name' | 'designation'
>;

/** A dialog's fields as typed (not yet validated): any of them, each a string. */
export type DetailsDraft = { [K in keyof PurchaseDetails]?: string };

export interface BuyerDetailsContext {
  /** The signed-in buyer's profile as dialog fields, once the app has it; null for a guest. */
  profile: PurchaseContact | null;
  /** What the buyer last typed, kept when the dialog closes (Back, ×, Escape) until she leaves the page. */
  draft: DetailsDraft | null;
}

export type BuyerDetailsEvent =
  | { type: 'profile.receive'; profile: ProfileContactFields }
  | { type: 'draft.keep'; draft: DetailsDraft };

/**
 * A profile as the dialogs' contact: name = first and last name, then e-mail, company, designation and
 * phone as the profile holds them (no phone: empty). Title, city, pincode and GST are not asked for.
 */
export function contactFromProfile(profile: ProfileContactFields): PurchaseContact {
  return {
    name: `${profile.first_name.trim()} ${profile.last_name.trim()}`.trim(),
    email: profile.email.trim(),
    company_name: profile.company_name.trim(),
    designation: profile.designation.trim(),
    phone: (profile.phone ?? '').trim(),
  };
}

/** A newer draft over an older one: fields typed later win, the others stay. */
export function mergeDraft(older: DetailsDraft | null, newer: DetailsDraft): DetailsDraft {
  return { ...older, ...definedFields(newer) };
}

/**
 * The values a dialog opens with, field by field: what the buyer typed last (even a field she
 * emptied), else what she submitted, else her profile, else nothing.
 */
export function detailsDialogValues(
  context: BuyerDetailsContext & { details: Partial<PurchaseDetails> | null },
): DetailsDraft {
  return {
    ...definedFields(context.profile ?? {}),
    ...definedFields(context.details ?? {}),
    ...definedFields(context.draft ?? {}),
  };
}

/** The coupon-only dialog's value: the coupon typed last, else the one submitted. */
export function couponDialogValues(context: { draft: DetailsDraft | null; coupon: CouponForm }): {
  coupon?: string;
} {
  const coupon = context.draft?.coupon ?? context.coupon.coupon;
  return coupon === undefined ? {} : { coupon };
}

function definedFields(fields: Partial<Record<string, string | undefined>>): DetailsDraft {
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  ) as DetailsDraft;
}

/** The root handlers of a machine holding details; it declares the actions `storeProfile` and `storeDraft`. */
export const buyerDetailsHandlers = {
  'profile.receive': {
    description: 'Her member details arrive to fill the form',
    actions: {
      type: 'storeProfile',
      params: ({ event }: { event: { profile: ProfileContactFields } }) => event.profile,
    },
  },
  'draft.keep': {
    description: 'She types in the form: what she typed is kept',
    actions: { type: 'storeDraft', params: ({ event }: { event: { draft: DetailsDraft } }) => event.draft },
  },
} as const;
