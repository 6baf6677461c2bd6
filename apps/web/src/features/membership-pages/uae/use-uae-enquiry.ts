/** The UAE enquiry machine wired to `POST uaeEnquiry`, window.alert and the session (401). */
import { uaeEnquiryMachine } from '@lwl/machines';
import { enquiryEndpoints } from '@lwl/schemas';
import { useMachine } from '@xstate/react';
import { actorOptions } from '../../../lib/inspect.ts';
import { requestTo } from '../../../lib/request-actor.ts';
import { expireSessionWith, SessionContext } from '../../../session/session-context.ts';

export function useUaeEnquiry(clearForm: () => void) {
  const session = SessionContext.useActorRef();
  return useMachine(
    uaeEnquiryMachine.provide({
      actors: { submitEnquiry: requestTo(enquiryEndpoints['POST uaeEnquiry']) },
      actions: {
        clearForm: () => clearForm(),
        showAlert: (_, { message }) => window.alert(message),
        expireSession: expireSessionWith(session),
      },
    }),
    actorOptions(),
  );
}
