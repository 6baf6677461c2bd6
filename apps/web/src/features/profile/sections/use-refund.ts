/** The refund machine wired to `POST delete-event` and the list's reload; the view renders its dialog. */
import { refundMachine } from '@lwl/machines';
import { accountEndpoints } from '@lwl/schemas';
import { useMachine } from '@xstate/react';
import { appActions } from '../../../lib/effects.ts';
import { actorOptions } from '../../../lib/inspect.ts';
import { requestTo } from '../../../lib/request-actor.ts';
import { expireSessionWith, SessionContext } from '../../../session/session-context.ts';

export function useRefund(reloadList: () => void) {
  const session = SessionContext.useActorRef();
  return useMachine(
    refundMachine.provide({
      actors: { requestRefund: requestTo(accountEndpoints['POST delete-event']) },
      actions: {
        showToast: appActions.showToast,
        expireSession: expireSessionWith(session),
        reloadList: () => reloadList(),
      },
    }),
    actorOptions(),
  );
}
