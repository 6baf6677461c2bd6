import { createResourceMachine } from '@lwl/machines';
import { commonMessages, profileEndpoints, type User } from '@lwl/schemas';
import { api } from '../lib/api.ts';
import { useResource } from '../session/use-resource.ts';

const userMachine = createResourceMachine<User>('user');

/** `GET user`: the profile and GST details of the signed-in member. */
export function useUser() {
  return useResource(
    userMachine,
    (signal) => api.request(profileEndpoints['GET user'], {}, { signal }).then((answer) => answer.data),
    { failureMessage: commonMessages.somethingWrongTryLater, isEmpty: () => false },
  );
}
