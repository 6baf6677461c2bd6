/**
 * One mentor on the generic resource machine: a 404 shows 'Record not found. Please
 * try again later.' and goes back to /mentors; any other failure 'Something went wrong, Please try
 * again.' with 'Try again' in place, loaded again when the connection comes back.
 */
import { createResourceMachine, fromRequest } from '@lwl/machines';
import { commonMessages, type Mentor, mentorsEndpoints } from '@lwl/schemas';
import { useMachine } from '@xstate/react';
import { api } from '../../lib/api.ts';
import { useRetryOnReconnect } from '../../lib/connectivity.ts';
import { appActions } from '../../lib/effects.ts';
import { actorOptions } from '../../lib/inspect.ts';
import { loadSanitizer, type SanitizedHtml } from '../../lib/sanitize.ts';
import { expireSessionWith, SessionContext } from '../../session/session-context.ts';

export const MENTORS_PATH = '/mentors';

/** A mentor whose HTML fields went through DOMPurify. */
export type SanitizedMentor = Omit<Mentor, 'description' | 'area_of_interest_content' | 'session_content'> & {
  description: SanitizedHtml;
  area_of_interest_content: SanitizedHtml;
  session_content: SanitizedHtml;
};

async function loadMentor(slug: string, signal: AbortSignal): Promise<SanitizedMentor> {
  const [answer, sanitize] = await Promise.all([
    api.request(mentorsEndpoints['GET mentors/{id}'], { id: slug }, { signal }),
    loadSanitizer(),
  ]);
  const mentor = answer.data;
  return {
    ...mentor,
    description: sanitize(mentor.description),
    area_of_interest_content: sanitize(mentor.area_of_interest_content),
    session_content: sanitize(mentor.session_content),
  };
}

const mentorMachine = createResourceMachine<SanitizedMentor, string>('mentor');

export function useMentor(slug: string) {
  const session = SessionContext.useActorRef();
  const mentor = useMachine(
    mentorMachine.provide({
      actors: {
        load: fromRequest(({ input, signal }) => loadMentor(input.params, signal)),
      },
      actions: {
        showToast: appActions.showToast,
        expireSession: expireSessionWith(session),
        navigate: appActions.navigate,
        logFailure: (_, { error }) => console.error(error),
      },
    }),
    {
      ...actorOptions(),
      input: {
        params: slug,
        failureMessage: commonMessages.somethingWrongTryAgain,
        isEmpty: () => false,
        notFound: { message: commonMessages.recordNotFound, to: MENTORS_PATH },
      },
    },
  );
  useRetryOnReconnect(mentor[1]);
  return mentor;
}
