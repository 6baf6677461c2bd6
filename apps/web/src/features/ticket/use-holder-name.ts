/** The holder-name machine wired to `POST order-holders` with the order's link (its key, or the owner's token). */
import { fromRequest, holderNameMachine, type OrderLinkParams } from '@lwl/machines';
import { holderEndpoints } from '@lwl/schemas';
import { useMachine } from '@xstate/react';
import { api } from '../../lib/api.ts';
import { actorOptions } from '../../lib/inspect.ts';
import { expireSessionWith, SessionContext } from '../../session/session-context.ts';

export function useHolderName(link: OrderLinkParams) {
  const session = SessionContext.useActorRef();
  return useMachine(
    holderNameMachine.provide({
      actors: {
        renameHolder: fromRequest(({ input, signal }) => {
          const def = holderEndpoints['POST order-holders'];
          const body = { order_id: input.orderId, ticket: input.ticket, name: input.name };
          // With its key the link is read by the key alone (see orderLinkRequest).
          const request =
            input.key === null
              ? api.request(def, body, { signal })
              : api.request({ ...def, auth: 'none' }, { ...body, key: input.key }, { signal });
          return request.then((answer) => ({ message: answer.message, holder: answer.data.holder }));
        }),
      },
      actions: { expireSession: expireSessionWith(session) },
    }),
    { ...actorOptions(), input: link },
  );
}
