/**
 * The signed-in buyer's profile for the purchase dialogs (`GET user`), handed to the purchase machine
 * as `profile.receive`, which prefills its dialogs from it (@lwl/machines `contactFromProfile`). Only when
 * `wanted` (a member who will see a details dialog); quiet on failure: the fields then start empty.
 * The call and the profile's schemas are loaded only then, out of the purchase page's first load.
 */
import { createResourceMachine, type ProfileContactFields } from '@lwl/machines';
import type { User } from '@lwl/schemas';
import { useEffect } from 'react';
import { useResource } from '../session/use-resource.ts';

const buyerProfileMachine = createResourceMachine<User | null>('buyerProfile');

export function useBuyerProfile(
  wanted: boolean,
  send: (event: { type: 'profile.receive'; profile: ProfileContactFields }) => void,
): void {
  const [snapshot] = useResource(
    buyerProfileMachine,
    (signal) =>
      wanted
        ? import('./buyer-profile-call.ts').then(({ fetchBuyerProfile }) => fetchBuyerProfile(signal))
        : Promise.resolve(null),
    { failureMessage: null, isEmpty: () => false },
  );
  const profile = snapshot.context.data ?? null;
  useEffect(() => {
    if (profile) send({ type: 'profile.receive', profile });
  }, [profile, send]);
}
