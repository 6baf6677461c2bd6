/** The session machine with the browser's effects: local storage, router, sonner, reload. */
import { fromRequest, sessionMachine } from '@lwl/machines';
import { navigateTo, reloadPage } from '../lib/navigation.ts';
import { clearStorage, writeStorage } from '../lib/storage.ts';
import { showToast } from '../lib/toast.ts';

export const appSessionMachine = sessionMachine.provide({
  actors: {
    // The token is passed explicitly: storage is already cleared when this runs.
    revokeToken: fromRequest(async ({ input }) =>
      (await import('./revoke-session.ts')).revokeSession(input.token),
    ),
  },
  actions: {
    writeStorage: (_, { entries }) => writeStorage(entries),
    clearStorage: () => clearStorage(),
    showToast: (_, params) => showToast(params),
    showAlert: (_, { message }) => window.alert(message),
    navigate: (_, { to }) => navigateTo(to),
    reloadPage: () => reloadPage(),
  },
});
