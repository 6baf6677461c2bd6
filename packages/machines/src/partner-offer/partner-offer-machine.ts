/**
 * Partner privileges: the offer list with its
 * loading flag, and a modal that opens on a card click while the offer's detail loads; X, an overlay
 * click and Escape all send `detail.close`, which closes it and clears the detail.
 * List: 401 → the session (toast, /login, reload after 1 s); other → 'Something went wrong, Please try
 * again.', and the list loads again on 'Try again' or when the connection comes back. Detail: 401 → the session; other → the same message.
 */
import { commonMessages, type OfferCategory, type OfferDetail } from '@lwl/schemas';
import { assign, fromPromise, setup } from 'xstate';
import { hasSessionExpiredError } from '../shared/call-failure.ts';
import { notProvided, type SessionExpiryParams, type ToastParams } from '../shared/effects.ts';
import { expireOnUnauthorized, TOAST_EXPIRY } from '../shared/session-expiry.ts';

export interface PartnerOfferContext {
  categories: OfferCategory[];
  /** The offer whose modal is open. */
  offerId: number | null;
  detail: OfferDetail | null;
}

export type PartnerOfferEvent =
  | { type: 'list.retry' }
  /** The browser is back online: a failed list loads again. */
  | { type: 'connection.restored' }
  | { type: 'detail.open'; offerId: number }
  | { type: 'detail.close' };

const failureToast: ToastParams = { kind: 'error', message: commonMessages.somethingWrongTryAgain };

export const partnerOfferMachine = setup({
  types: {
    context: {} as PartnerOfferContext,
    events: {} as PartnerOfferEvent,
    tags: {} as 'listLoading' | 'detailLoading',
  },
  actors: {
    /** `GET partner-offers`: the categories (data.data). */
    loadOffers: fromPromise<OfferCategory[], void>(async () => notProvided('partnerOffer', 'loadOffers')),
    /** `GET partner-offer-detail/{offer_id}`: the detail (data.data). */
    loadOfferDetail: fromPromise<OfferDetail, { offer_id: number }>(async () =>
      notProvided('partnerOffer', 'loadOfferDetail'),
    ),
  },
  actions: {
    storeCategories: assign({
      categories: (_, { categories }: { categories: OfferCategory[] }) => categories,
    }),
    openOffer: assign({
      offerId: ({ context, event }) => (event.type === 'detail.open' ? event.offerId : context.offerId),
      detail: null,
    }),
    closeOffer: assign({ offerId: null, detail: null }),
    storeOfferDetail: assign({ detail: (_, { detail }: { detail: OfferDetail }) => detail }),
    forgetOffer: assign({ offerId: null }),
    showToast: (_, _params: ToastParams) => notProvided('partnerOffer', 'showToast'),
    expireSession: (_, _params: SessionExpiryParams) => notProvided('partnerOffer', 'expireSession'),
  },
  guards: {
    isSessionExpired: hasSessionExpiredError,
  },
}).createMachine({
  id: 'partnerOffer',
  description: "A member browses partner offers and opens one's details",
  context: { categories: [], offerId: null, detail: null },
  type: 'parallel',
  states: {
    list: {
      description: 'The offers page: the list of partner offers',
      initial: 'loading',
      states: {
        loading: {
          description: 'Loading the partner offers',
          tags: 'listLoading',
          invoke: {
            id: 'loadOffers',
            src: 'loadOffers',
            onDone: {
              description: 'The offers arrive',
              target: 'ready',
              actions: { type: 'storeCategories', params: ({ event }) => ({ categories: event.output }) },
            },
            onError: [
              expireOnUnauthorized('expired'),
              {
                description: 'The offers fail to load: she sees an error and Try again',
                target: 'failed',
                actions: { type: 'showToast', params: failureToast },
              },
            ],
          },
        },
        ready: { description: 'The offers by category, each with View' },
        failed: {
          description: 'The offers could not be loaded: a message and Try again',
          on: {
            'list.retry': { target: 'loading', description: 'She presses Try again' },
            'connection.restored': {
              target: 'loading',
              description: 'The connection returns: the offers load again',
            },
          },
        },
        expired: { description: 'The session ended: on the way to sign in' },
      },
    },
    detail: {
      description: "The offer's details dialog, open or closed",
      initial: 'closed',
      states: {
        closed: {
          description: 'No offer is open',
          on: {
            'detail.open': {
              description: 'She presses View on an offer',
              target: 'open',
              actions: 'openOffer',
            },
          },
        },
        open: {
          description: "An offer's details dialog is open",
          initial: 'loading',
          on: {
            'detail.close': {
              description: "She closes the offer's dialog",
              target: 'closed',
              actions: 'closeOffer',
            },
          },
          states: {
            loading: {
              description: "Loading the offer's details",
              tags: 'detailLoading',
              invoke: {
                id: 'loadOfferDetail',
                src: 'loadOfferDetail',
                input: ({ context }) => {
                  if (context.offerId === null) throw new Error('offer detail opened without an offer');
                  return { offer_id: context.offerId };
                },
                onDone: {
                  description: "The offer's details arrive",
                  target: 'ready',
                  actions: { type: 'storeOfferDetail', params: ({ event }) => ({ detail: event.output }) },
                },
                onError: [
                  {
                    description: 'Her session has expired: she is told and sent to sign in',
                    guard: 'isSessionExpired',
                    target: '#partnerOffer.detail.closed',
                    actions: ['forgetOffer', { type: 'expireSession', params: TOAST_EXPIRY }],
                  },
                  {
                    description: 'The details fail to load: she sees an error in the dialog',
                    target: 'failed',
                    actions: { type: 'showToast', params: failureToast },
                  },
                ],
              },
            },
            ready: { description: "The offer's details and how to redeem it" },
            /** The modal stays open without a detail until closed. */
            failed: { description: 'The details could not be loaded: the dialog says so' },
          },
        },
      },
    },
  },
});
