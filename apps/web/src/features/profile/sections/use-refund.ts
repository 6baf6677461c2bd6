/** The refund machine wired to `POST delete-event` and the list's reload; the view renders its dialog. */
import { fromRequest, refundMachine } from '@lwl/machines';
import { accountEndpoints } from '@lwl/schemas';
import { useMachine } from '@xstate/react';
import { api } from '../../../lib/api.ts';
import { appActions } from '../../../lib/effects.ts';
import { actorOptions } from '../../../lib/inspect.ts';
import { expireSessionWith, SessionContext } from '../../../session/session-context.ts';

export function useRefund(reloadList: () => void) {
  const session = SessionContext.useActorRef();
  return useMachine(
    refundMachine.provide({
      actors: {
        requestRefund: fromRequest(({ input, signal }) =>
          api.request(accountEndpoints['POST delete-event'], input, { signal }),
        ),
      },
      actions: {
        showToast: appActions.showToast,
        expireSession: expireSessionWith(session),
        reloadList: () => reloadList(),
      },
    }),
    actorOptions(),
  );
}
