/** "Send my links again": the resend machine wired to `POST resend-order-links`. */
import { resendLinksMachine } from '@lwl/machines';
import { ordersEndpoints } from '@lwl/schemas';
import { useMachine } from '@xstate/react';
import { actorOptions } from '../../lib/inspect.ts';
import { requestTo } from '../../lib/request-actor.ts';

export function useResendLinks() {
  return useMachine(
    resendLinksMachine.provide({
      actors: { resendLinks: requestTo(ordersEndpoints['POST resend-order-links']) },
    }),
    actorOptions(),
  );
}
