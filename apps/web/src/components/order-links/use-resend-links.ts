/** "Send my links again": the resend machine wired to `POST resend-order-links`. */
import { fromRequest, resendLinksMachine } from '@lwl/machines';
import { ordersEndpoints } from '@lwl/schemas';
import { useMachine } from '@xstate/react';
import { api } from '../../lib/api.ts';
import { actorOptions } from '../../lib/inspect.ts';

export function useResendLinks() {
  return useMachine(
    resendLinksMachine.provide({
      actors: {
        resendLinks: fromRequest(({ input, signal }) =>
          api.request(ordersEndpoints['POST resend-order-links'], input, { signal }),
        ),
      },
    }),
    actorOptions(),
  );
}
