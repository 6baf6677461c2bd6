/** `GET account-membership` on the resource machine: the Membership tab and the dashboard read it. */
import { createResourceMachine } from '@lwl/machines';
import { type AccountMembershipResponse, accountEndpoints, commonMessages } from '@lwl/schemas';
import { api } from '../lib/api.ts';
import { useResource } from '../session/use-resource.ts';

const membershipMachine = createResourceMachine<AccountMembershipResponse>('accountMembership');

export function useAccountMembership() {
  return useResource(
    membershipMachine,
    (signal) => api.request(accountEndpoints['GET account-membership'], {}, { signal }),
    { failureMessage: commonMessages.somethingWrongTryLater, isEmpty: (answer) => answer.data === null },
  );
}
