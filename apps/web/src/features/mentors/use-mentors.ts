/** The mentors list on the generic resource machine ('Something went wrong,Please try again' on failure). */
import { createResourceMachine } from '@lwl/machines';
import { type Mentor, mentorMessages, mentorsEndpoints } from '@lwl/schemas';
import { api } from '../../lib/api.ts';
import { useResource } from '../../session/use-resource.ts';

const mentorsMachine = createResourceMachine<Mentor[]>('mentors');

export function useMentors() {
  return useResource(
    mentorsMachine,
    (signal) => api.request(mentorsEndpoints['GET mentors'], {}, { signal }).then((answer) => answer.data),
    { failureMessage: mentorMessages.listFailed },
  );
}
