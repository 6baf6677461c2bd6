import type { OfferCategory, OfferDetail } from '@lwl/schemas';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { fromPromise, waitFor } from 'xstate';
import type { SessionExpiryParams } from '../shared/effects.ts';
import { httpFailure, networkFailure } from '../shared/test-fakes.ts';
import { createTestActor, trackTransitions } from '../testing/index.ts';
import { partnerOfferMachine } from './partner-offer-machine.ts';

const coverage = trackTransitions(partnerOfferMachine);
afterAll(() => coverage.assertAllTaken());

const categories: OfferCategory[] = [
  {
    category_description: 'Wellness',
    offers: [{ offer_id: 3, image: '/logo.svg', short_description: '20% off', title: 'Spa' }],
  },
];
const detail: OfferDetail = {
  image_2: '/spa.svg',
  title: 'Spa',
  description: '<p>Relax</p>',
  code: '<b>LWL20</b>',
};

type Loader<T, I> = (input: I) => Promise<T>;

function start(
  loadOffers: Loader<OfferCategory[], void>,
  loadDetail: Loader<OfferDetail, { offer_id: number }>,
) {
  const effects = {
    showToast: vi.fn<(kind: string, message: string) => void>(),
    expireSession: vi.fn<(params: SessionExpiryParams) => void>(),
  };
  const detailLoader = vi.fn(loadDetail);
  const { actor } = createTestActor(partnerOfferMachine, {
    coverage,
    provide: {
      actors: {
        loadOffers: fromPromise<OfferCategory[], void>(() => loadOffers()),
        loadOfferDetail: fromPromise<OfferDetail, { offer_id: number }>(({ input }) => detailLoader(input)),
      },
      actions: {
        showToast: (_, params) => effects.showToast(params.kind, params.message),
        expireSession: (_, params) => effects.expireSession(params),
      },
    },
  });
  return { actor, effects, detailLoader };
}

const fail = (error: unknown) => async (): Promise<never> => {
  throw error;
};

const expiry = {
  message: 'Your session has expired. Please log in again to continue.',
  notice: 'toast',
  reload: true,
};

describe('partner offer machine', () => {
  it('loads the list with its loading flag', async () => {
    const { actor } = start(
      async () => categories,
      async () => detail,
    );
    expect(actor.getSnapshot().hasTag('listLoading')).toBe(true);
    await waitFor(actor, (s) => s.matches({ list: 'ready' }));
    expect(actor.getSnapshot().hasTag('listLoading')).toBe(false);
    expect(actor.getSnapshot().context.categories).toEqual(categories);
  });

  it('opens the modal on a card, loads the detail, and clears it on close', async () => {
    const { actor, detailLoader } = start(
      async () => categories,
      async () => detail,
    );
    actor.send({ type: 'detail.open', offerId: 3 });
    expect(actor.getSnapshot().matches({ detail: 'open' })).toBe(true);
    expect(actor.getSnapshot().hasTag('detailLoading')).toBe(true);
    await waitFor(actor, (s) => s.matches({ detail: { open: 'ready' } }));
    expect(detailLoader).toHaveBeenCalledWith({ offer_id: 3 });
    expect(actor.getSnapshot().context).toMatchObject({ offerId: 3, detail });

    actor.send({ type: 'detail.close' });
    expect(actor.getSnapshot().matches({ detail: 'closed' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ offerId: null, detail: null });
  });

  it("toasts 'Something went wrong, Please try again.' when the list fails, and can retry", async () => {
    const loadOffers = vi
      .fn<Loader<OfferCategory[], void>>()
      .mockRejectedValueOnce(httpFailure(500, 'Internal'))
      .mockResolvedValueOnce(categories);
    const { actor, effects } = start(loadOffers, async () => detail);
    await waitFor(actor, (s) => s.matches({ list: 'failed' }));
    expect(effects.showToast).toHaveBeenCalledExactlyOnceWith(
      'error',
      'Something went wrong, Please try again.',
    );
    actor.send({ type: 'list.retry' });
    await waitFor(actor, (s) => s.matches({ list: 'ready' }));
  });

  it('loads a failed list again when the connection comes back', async () => {
    const loadOffers = vi
      .fn<Loader<OfferCategory[], void>>()
      .mockRejectedValueOnce(networkFailure())
      .mockResolvedValueOnce(categories);
    const { actor } = start(loadOffers, async () => detail);
    await waitFor(actor, (s) => s.matches({ list: 'failed' }));
    actor.send({ type: 'connection.restored' });
    await waitFor(actor, (s) => s.matches({ list: 'ready' }));
    expect(loadOffers).toHaveBeenCalledTimes(2);
  });

  it('hands a 401 on the list to the session (toast, /login, reload after 1 s)', async () => {
    const { actor, effects } = start(fail(httpFailure(401, 'Unauthenticated.')), async () => detail);
    await waitFor(actor, (s) => s.matches({ list: 'expired' }));
    expect(effects.expireSession).toHaveBeenCalledExactlyOnceWith(expiry);
    expect(effects.showToast).not.toHaveBeenCalled();
  });

  it('keeps the modal open without a detail when the detail fails', async () => {
    const { actor, effects } = start(async () => categories, fail(networkFailure()));
    await waitFor(actor, (s) => s.matches({ list: 'ready' }));
    actor.send({ type: 'detail.open', offerId: 9 });
    await waitFor(actor, (s) => s.matches({ detail: { open: 'failed' } }));
    expect(effects.showToast).toHaveBeenCalledWith('error', 'Something went wrong, Please try again.');
    expect(actor.getSnapshot().context.detail).toBeNull();
    actor.send({ type: 'detail.close' });
    expect(actor.getSnapshot().matches({ detail: 'closed' })).toBe(true);
  });

  it('closes the modal and hands a 401 on the detail to the session', async () => {
    const { actor, effects } = start(async () => categories, fail(httpFailure(401, 'Unauthenticated.')));
    actor.send({ type: 'detail.open', offerId: 3 });
    await waitFor(actor, (s) => s.matches({ detail: 'closed' }));
    expect(effects.expireSession).toHaveBeenCalledWith(expiry);
    expect(actor.getSnapshot().context.offerId).toBeNull();
  });
});
