/**
 * The member directory (directoryPagingMachine): GET all-members?start=&limit=20, a 401 to the
 * session, the page in the address (`?page=3`: links, reload and Back work). Every change of the
 * address goes to the machine as `page.select`; the machine asks back to put the address right
 * (`showPage`, replacing it) and to bring the list's heading into view and focus it (`revealList`).
 */
import { directoryPagingMachine, fromRequest, pageParam, parsePageParam } from '@lwl/machines';
import { directoryEndpoints } from '@lwl/schemas';
import { useMachine } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../../lib/api.ts';
import { useRetryOnReconnect } from '../../lib/connectivity.ts';
import { actorOptions } from '../../lib/inspect.ts';
import { useOwnsScroll } from '../../lib/own-scroll.ts';
import { expireSessionWith, SessionContext } from '../../session/session-context.ts';

export function useDirectory() {
  const session = SessionContext.useActorRef();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  // The machine's actions are set once; they read the router's latest location and navigate.
  const latest = useRef({ location, navigate });
  latest.current = { location, navigate };
  const heading = useRef<HTMLHeadingElement>(null);
  const requested = parsePageParam(params.get('page'));
  useOwnsScroll(location.pathname);

  const directory = useMachine(
    directoryPagingMachine.provide({
      actors: {
        loadMembersPage: fromRequest(({ input, signal }) =>
          api.request(directoryEndpoints['GET all-members'], input, { signal }),
        ),
      },
      actions: {
        expireSession: expireSessionWith(session),
        showPage: (_, { page }) => {
          const search = new URLSearchParams(latest.current.location.search);
          const wanted = pageParam(page);
          if (search.get('page') === wanted) return;
          if (wanted === null) search.delete('page');
          else search.set('page', wanted);
          const query = search.toString();
          latest.current.navigate({ search: query ? `?${query}` : '' }, { replace: true });
        },
        revealList: () => {
          const title = heading.current;
          if (!title) return;
          title.focus({ preventScroll: true });
          title.scrollIntoView({ block: 'start' });
        },
      },
    }),
    { ...actorOptions(), input: { page: requested } },
  );
  const send = directory[1];

  useEffect(() => {
    send({ type: 'page.select', page: requested });
  }, [requested, send]);
  useRetryOnReconnect(send);

  return { directory, heading };
}
