/**
 * The partner-offer machine wired to `GET partner-offers` and `GET partner-offer-detail/{offer_id}`,
 * toasts and the session (a 401 ends it: toast, /login, reload after 1 s).
 */
import { fromRequest, partnerOfferMachine } from '@lwl/machines';
import { privilegesEndpoints } from '@lwl/schemas';
import { useMachine } from '@xstate/react';
import { api } from '../../lib/api.ts';
import { useRetryOnReconnect } from '../../lib/connectivity.ts';
import { appActions } from '../../lib/effects.ts';
import { actorOptions } from '../../lib/inspect.ts';
import { sanitizerReady } from '../../lib/sanitize.ts';
import { expireSessionWith, SessionContext } from '../../session/session-context.ts';

export function usePartnerOffers() {
  const session = SessionContext.useActorRef();
  const offers = useMachine(
    partnerOfferMachine.provide({
      actors: {
        // Where the browser cannot sanitise, DOMPurify loads beside each request: <SafeHtml> renders the
        // answer at once.
        loadOffers: fromRequest(async ({ signal }) => {
          const [answer] = await Promise.all([
            api.request(privilegesEndpoints['GET partner-offers'], {}, { signal }),
            sanitizerReady(),
          ]);
          return answer.data;
        }),
        loadOfferDetail: fromRequest(async ({ input, signal }) => {
          const [answer] = await Promise.all([
            api.request(privilegesEndpoints['GET partner-offer-detail/{offer_id}'], input, { signal }),
            sanitizerReady(),
          ]);
          return answer.data;
        }),
      },
      actions: {
        showToast: appActions.showToast,
        expireSession: expireSessionWith(session),
      },
    }),
    actorOptions(),
  );
  useRetryOnReconnect(offers[1]);
  return offers;
}
