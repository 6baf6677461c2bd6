import type { DirectoryEntry, directoryEndpoints } from '@lwl/schemas';
import { userImageUrl } from '../images/urls.ts';
import type { HandlerMap } from '../registry/handler.ts';
import { activeMembership } from '../store/queries.ts';
import type { Store, UserRecord } from '../store/store.ts';

const orNull = (value: string): string | null => (value === '' ? null : value);

/** A directory entry: members' personal data, only ever answered to signed-in callers. */
export function directoryEntry(store: Store, user: UserRecord, origin: string, now: Date): DirectoryEntry {
  const membership = activeMembership(store, user.id, now);
  return {
    image: userImageUrl(origin, user),
    first_name: user.first_name,
    last_name: user.last_name,
    company_name: orNull(user.company_name),
    designation: orNull(user.designation),
    email: user.email,
    city: orNull(user.city),
    industry: orNull(user.industry),
    activebookings: membership ? { membership: membership.tier } : null,
  };
}

/** Users with a membership in force, in id order. */
export const directoryMembers = (store: Store, now: Date): UserRecord[] =>
  store.users.filter((u) => activeMembership(store, u.id, now) !== undefined);

export const directoryHandlers: HandlerMap<typeof directoryEndpoints> = {
  'GET all-members': ({ store, input, origin, now }) => {
    const members = directoryMembers(store, now);
    const page = members.slice(input.start, input.start + input.limit);
    return {
      status: 200,
      body: {
        status: 1,
        data: page.map((u) => directoryEntry(store, u, origin, now)),
        total: members.length,
      },
    };
  },
};
