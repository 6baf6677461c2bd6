/** The order a link names, loaded by the order-link machine: `GET orders/{order_id}` with the link's key. */
import { fromRequest, type OrderLinkParams, orderLinkMachine } from '@lwl/machines';
import { orderLinkRequest, ordersEndpoints } from '@lwl/schemas';
import { useMachine } from '@xstate/react';
import { api } from '../../lib/api.ts';
import { actorOptions } from '../../lib/inspect.ts';
import { expireSessionWith, SessionContext } from '../../session/session-context.ts';

export function useOrderLink(link: OrderLinkParams) {
  const session = SessionContext.useActorRef();
  return useMachine(
    orderLinkMachine.provide({
      actors: {
        loadOrder: fromRequest(({ input, signal }) => {
          const { def, input: query } = orderLinkRequest(ordersEndpoints['GET orders/{order_id}'], input);
          return api.request(def, query, { signal }).then((answer) => answer.data);
        }),
      },
      actions: {
        expireSession: expireSessionWith(session),
        logFailure: (_, { error }) => console.error(error),
      },
    }),
    { ...actorOptions(), input: link },
  );
}
