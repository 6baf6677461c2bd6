/**
 * Sponsor package Buy Now: signed in → coupon-only dialog (package-payment);
 * guest → details dialog (non-member-package-payment, phone message 'Phone is required'). A Buy Now
 * that takes the authenticated path (`requiresSignIn`, e.g. a package of the members' list) while signed
 * out is refused with 'You need to sign in to access this page. Please log in to continue.'. Submitting
 * runs the shared checkout as the child `checkout` → /thank-you; on failure back to the dialog. What
 * the buyer typed stays for the next Buy Now on the page (checkout/buyer-details.ts).
 */
import { type CouponForm, commonMessages, type SponsorDetails, type SponsorPackage } from '@lwl/schemas';
import { assign, setup } from 'xstate';
import {
  type BuyerDetailsContext,
  type BuyerDetailsEvent,
  buyerDetailsHandlers,
  contactFromProfile,
  type DetailsDraft,
  mergeDraft,
  type ProfileContactFields,
} from '../checkout/buyer-details.ts';
import type { CheckoutInput } from '../checkout/checkout-machine.ts';
import { couponOrDetailsDialog } from '../checkout/coupon-or-details-dialog.ts';
import { checkoutActors, checkoutOutcomeGuards, prefillFromDetails } from '../checkout/invoke-checkout.ts';
import { notProvided, type ToastParams } from '../shared/effects.ts';
import { PACKAGE_CHECKOUT, type PackageOrderRequest } from './package-checkout.ts';

export type PurchasablePackage = Pick<SponsorPackage, 'id' | 'name'>;

export interface PackagePurchaseInput {
  signedIn: boolean;
}

export interface PackagePurchaseContext extends PackagePurchaseInput, BuyerDetailsContext {
  pkg: PurchasablePackage | null;
  details: SponsorDetails | null;
  coupon: CouponForm;
}

export type PackagePurchaseEvent =
  | { type: 'buy.open'; pkg: PurchasablePackage; requiresSignIn?: boolean }
  | { type: 'coupon.submit'; form: CouponForm }
  | { type: 'details.submit'; details: SponsorDetails }
  | { type: 'dialog.close' }
  | BuyerDetailsEvent;

export function packageOrderRequest(context: PackagePurchaseContext): PackageOrderRequest {
  if (context.pkg === null) throw new Error('packagePurchase: order without a package');
  const package_id = context.pkg.id;
  if (context.signedIn) return { kind: 'member', body: { package_id, coupon: context.coupon.coupon } };
  if (context.details === null) throw new Error('packagePurchase: guest order without details');
  const { coupon, name, email, phone, company_name, designation } = context.details;
  return { kind: 'guest', body: { package_id, coupon, name, email, phone, company_name, designation } };
}

function packageCheckoutInput(context: PackagePurchaseContext): CheckoutInput<PackageOrderRequest> {
  return {
    ...PACKAGE_CHECKOUT,
    request: packageOrderRequest(context),
    ...(context.pkg ? { description: context.pkg.name } : {}),
    ...prefillFromDetails(context.details),
  };
}

export const packagePurchaseMachine = setup({
  types: {} as {
    context: PackagePurchaseContext;
    events: PackagePurchaseEvent;
    input: PackagePurchaseInput;
  },
  actors: checkoutActors<PackageOrderRequest>('packagePurchase'),
  actions: {
    openPackage: assign({
      pkg: ({ context, event }) => (event.type === 'buy.open' ? event.pkg : context.pkg),
      details: null,
      coupon: {},
    }),
    showToast: (_, _params: ToastParams) => notProvided('packagePurchase', 'showToast'),
    storeCoupon: assign((_, coupon: CouponForm) => ({ coupon })),
    storeDetails: assign((_, details: SponsorDetails) => ({ details })),
    storeProfile: assign((_, profile: ProfileContactFields) => ({ profile: contactFromProfile(profile) })),
    storeDraft: assign(({ context }, draft: DetailsDraft) => ({ draft: mergeDraft(context.draft, draft) })),
  },
  guards: {
    isSignedIn: ({ context }) => context.signedIn,
    isSignInRequired: ({ context, event }) =>
      event.type === 'buy.open' && event.requiresSignIn === true && !context.signedIn,
    ...checkoutOutcomeGuards,
  },
}).createMachine({
  id: 'packagePurchase',
  context: ({ input }) => ({ ...input, pkg: null, details: null, coupon: {}, profile: null, draft: null }),
  initial: 'idle',
  on: buyerDetailsHandlers,
  states: {
    idle: {
      description: 'The packages with their Buy buttons',
      on: {
        'buy.open': [
          {
            guard: 'isSignInRequired',
            actions: { type: 'showToast', params: { kind: 'error', message: commonMessages.signInRequired } },
          },
          { target: 'dialog', actions: 'openPackage' },
        ],
      },
    },
    dialog: couponOrDetailsDialog({
      self: '#packagePurchase.dialog',
      done: '#packagePurchase.purchased',
      exit: '#packagePurchase.idle',
      checkoutInput: packageCheckoutInput,
    }),
    purchased: { description: 'Paid: on the way to the thank-you page', type: 'final' },
  },
});
