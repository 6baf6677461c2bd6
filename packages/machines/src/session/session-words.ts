import type { MachineWords } from '../shared/words.ts';

export const sessionWords: MachineWords = {
  guards: {
    isAlertNotice: 'the page warns by an alert she must close',
    isReloadPending: 'the sign-in page must reload once',
  },
  actions: {
    keepReturn: 'keeps the page she was on, its message and her unsaved forms',
    forgetDrafts: 'forgets the forms kept for after signing in',
    revokeTokenInBackground: 'signs her out on the server too',
    rememberSignIn: 'keeps her sign-in',
    rememberProfile: 'keeps her new name and photo',
    clearReloadPending: 'forgets the pending reload',
    writeStorage: 'saves her sign-in in the browser',
    clearStorage: 'removes her sign-in from the browser',
    forget: 'forgets who she is',
  },
};
