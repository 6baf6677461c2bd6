/** The order a link names, loaded by the order-link machine: `GET orders/{order_id}` with the link's key. */
import { fromRequest, type OrderLinkParams, orderLinkMachine } from '@lwl/machines';
import { ordersEndpoints } from '@lwl/schemas';
import { useMachine } from '@xstate/react';
import { api } from '../../lib/api.ts';
import { actorOptions } from '../../lib/inspect.ts';
import { expireSessionWith, SessionContext } from '../../session/session-context.ts';

export function useOrderLink(link: OrderLinkParams) {
  const session = SessionContext.useActorRef();
  return useMachine(
    orderLinkMachine.provide({
      actors: {
        loadOrder: fromRequest(({ input, signal }) =>
          api
            .request(
              ordersEndpoints['GET orders/{order_id}'],
              { order_id: input.orderId, ...(input.key === null ? {} : { key: input.key }) },
              { signal },
            )
            .then((answer) => answer.data),
        ),
      },
      actions: {
        expireSession: expireSessionWith(session),
        logFailure: (_, { error }) => console.error(error),
      },
    }),
    { ...actorOptions(), input: link },
  );
}
