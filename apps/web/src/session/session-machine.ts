/** The session machine with the browser's effects: local storage, router, sonner, reload. */
import { fromRequest, sessionMachine } from '@lwl/machines';
import { TIMING_MS } from '@lwl/schemas';
import { navigateTo, reloadPage } from '../lib/navigation.ts';
import { clearStorage, writeStorage } from '../lib/storage.ts';
import { afterToastsSeen, showToast } from '../lib/toast.ts';
import { forgetDrafts, keepReturn } from './interrupted-forms.ts';

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
    keepReturn: (_, params) => keepReturn(params),
    forgetDrafts: () => forgetDrafts(),
    navigate: (_, { to }) => navigateTo(to),
    // The machine reloads TIMING_MS.sessionExpiryReload after the expiry; its message must have been on
    // screen that long by then, however late sonner's chunk arrived.
    reloadPage: () => afterToastsSeen(TIMING_MS.sessionExpiryReload, reloadPage),
  },
});
