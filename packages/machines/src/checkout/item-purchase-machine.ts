/**
 * The machine of a purchase whose page lists items with a Buy button each (sponsor and enterprise
 * packages; any new kind of the same shape), built from its row of `PURCHASES` (@lwl/schemas): Buy opens
 * the coupon-only dialog (signed in) or the details dialog (guest), and submitting it runs the row's
 * checkout as the child `checkout` → the row's redirect; on failure back to the dialog, its data kept. A
 * Buy that takes the authenticated path (`requiresSignIn`) while signed out is refused with 'You need to
 * sign in to access this page. Please log in to continue.'. What the buyer typed stays for the next Buy
 * on the page (buyer-details.ts).
 */
import {
  type CouponForm,
  commonMessages,
  type Endpoints,
  type EndpointTableOf,
  type OrderRequestOf,
  type PurchaseDescriptor,
  type SponsorDetails,
} from '@lwl/schemas';
import { assign, setup } from 'xstate';
import { notProvided, type ToastParams } from '../shared/effects.ts';
import {
  type BuyerDetailsContext,
  type BuyerDetailsEvent,
  buyerDetailsHandlers,
  contactFromProfile,
  type DetailsDraft,
  mergeDraft,
  type ProfileContactFields,
} from './buyer-details.ts';
import { checkoutDefaults } from './checkout-defaults.ts';
import type { CheckoutInput } from './checkout-machine.ts';
import { couponOrDetailsDialog } from './coupon-or-details-dialog.ts';
import { checkoutActors, checkoutOutcomeGuards, prefillFromDetails } from './invoke-checkout.ts';

/** What a Buy button sells: the item's id (the order's `*_id`) and its name (the provider dialog's). */
export interface PurchasableItem {
  id: number;
  name: string;
}

export interface ItemPurchaseInput {
  signedIn: boolean;
}

export interface ItemPurchaseContext extends ItemPurchaseInput, BuyerDetailsContext {
  item: PurchasableItem | null;
  /** The guest dialog's last submitted details, kept when the payment does not go through. */
  details: SponsorDetails | null;
  /** The member dialog's last coupon. */
  coupon: CouponForm;
}

export type ItemPurchaseEvent =
  | { type: 'buy.open'; item: PurchasableItem; requiresSignIn?: boolean }
  | { type: 'coupon.submit'; form: CouponForm }
  | { type: 'details.submit'; details: SponsorDetails }
  | { type: 'dialog.close' }
  | BuyerDetailsEvent;

/** Who orders: a signed-in member with her coupon, or a guest with her details (coupon included). */
export type ItemBuyer = { kind: 'member'; coupon: CouponForm } | { kind: 'guest'; details: SponsorDetails };

/** The row's create-order request for an item and its buyer (the only part each kind writes). */
export type ItemOrderRequest<P extends PurchaseDescriptor<string>, T extends EndpointTableOf = Endpoints> = (
  item: PurchasableItem,
  buyer: ItemBuyer,
) => OrderRequestOf<P, T>;

/** `T`: the endpoint table of the row's calls (the contract's, or one with a kind being tried out). */
export function createItemPurchaseMachine<
  P extends PurchaseDescriptor<string>,
  T extends EndpointTableOf = Endpoints,
>(purchase: P, orderRequest: ItemOrderRequest<P, T>) {
  const id = purchase.machineId;
  const requestOf = (context: ItemPurchaseContext): OrderRequestOf<P, T> => {
    if (context.item === null) throw new Error(`${id}: order without an item`);
    if (context.signedIn) return orderRequest(context.item, { kind: 'member', coupon: context.coupon });
    if (context.details === null) throw new Error(`${id}: guest order without details`);
    return orderRequest(context.item, { kind: 'guest', details: context.details });
  };
  const checkoutInput = (context: ItemPurchaseContext): CheckoutInput<OrderRequestOf<P, T>> => ({
    ...checkoutDefaults(purchase),
    request: requestOf(context),
    ...(context.item ? { description: context.item.name } : {}),
    ...prefillFromDetails(context.details),
  });

  return setup({
    types: {} as {
      context: ItemPurchaseContext;
      events: ItemPurchaseEvent;
      input: ItemPurchaseInput;
    },
    actors: checkoutActors<OrderRequestOf<P, T>>(id),
    actions: {
      openItem: assign({
        item: ({ context, event }) => (event.type === 'buy.open' ? event.item : context.item),
        details: null,
        coupon: {},
      }),
      showToast: (_, _params: ToastParams) => notProvided(id, 'showToast'),
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
    id,
    description: 'Buying an item (a sponsor package): coupon or details, then payment',
    context: ({ input }) => ({ ...input, item: null, details: null, coupon: {}, profile: null, draft: null }),
    initial: 'idle',
    on: buyerDetailsHandlers,
    states: {
      idle: {
        description: 'The items with their Buy buttons',
        on: {
          'buy.open': [
            {
              description: 'She presses Buy but must sign in first: she is told',
              guard: 'isSignInRequired',
              actions: {
                type: 'showToast',
                params: { kind: 'error', message: commonMessages.signInRequired },
              },
            },
            {
              description: 'She presses Buy: the buying dialog opens',
              target: 'dialog',
              actions: 'openItem',
            },
          ],
        },
      },
      dialog: couponOrDetailsDialog({
        self: `#${id}.dialog`,
        done: `#${id}.purchased`,
        exit: `#${id}.idle`,
        checkoutInput,
      }),
      purchased: { description: 'Paid: on the way to the thank-you page', type: 'final' },
    },
  });
}
