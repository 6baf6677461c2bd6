/**
 * One mentor on the generic resource machine (platform.md §8): a 404 shows 'Record not found. Please
 * try again later.' and goes back to /mentors; any other failure 'Something went wrong, Please try again.'.
 */
import { createResourceMachine, fromRequest } from '@lwl/machines';
import { commonMessages, isApiError, type Mentor, mentorsEndpoints } from '@lwl/schemas';
import { useMachine } from '@xstate/react';
import { api } from '../../lib/api.ts';
import { appActions } from '../../lib/effects.ts';
import { actorOptions } from '../../lib/inspect.ts';
import { navigateTo } from '../../lib/navigation.ts';
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
  return useMachine(
    mentorMachine.provide({
      actors: {
        load: fromRequest(({ input, signal }) => loadMentor(input.params, signal)),
      },
      actions: {
        showToast: appActions.showToast,
        expireSession: expireSessionWith(session),
        logFailure: (_, { error }) => {
          console.error(error);
          if (isApiError(error) && error.kind === 'not-found') navigateTo(MENTORS_PATH);
        },
      },
    }),
    {
      ...actorOptions(),
      input: {
        params: slug,
        failureMessage: commonMessages.somethingWrongTryAgain,
        serverMessageKinds: ['refused', 'not-found'],
        isEmpty: () => false,
      },
    },
  );
}
