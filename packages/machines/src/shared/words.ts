/**
 * What a machine's guards and named actions mean, in a product reader's words. XState's `setup`
 * carries no description for them, so each machine keeps a map beside it (`<flow>-words.ts`) and
 * `src/words.ts` gathers them by machine id; the names shared by many machines are described here once.
 */
export interface MachineWords {
  guards: Readonly<Record<string, string>>;
  actions: Readonly<Record<string, string>>;
  /**
   * The messages a person reads when a guard holds, where the machine computes them (a rule of
   * @lwl/schemas picks one): by guard name. Messages passed as plain params need no entry.
   */
  messages?: Readonly<Record<string, readonly string[]>>;
}

export const commonWords: MachineWords = {
  guards: {
    isSessionExpired: 'the server says her session has expired',
    isCompleted: 'the payment went through',
    isExpired: 'her session ended during the payment',
    isAlreadyPaidOrExpired: 'the order was already paid, or her session ended',
    isNotFound: 'the server does not know it',
    isEmpty: 'there is nothing to list',
    hasToken: 'she is signed in',
    isSignedIn: 'she is signed in',
  },
  actions: {
    showToast: 'shows a message in the corner',
    showAlert: 'shows a message she must close',
    expireSession: 'ends her session and sends her to sign in',
    navigate: 'opens another page',
    logFailure: 'notes the failure for the developers',
    storeProfile: "keeps the signed-in member's details",
    storeDraft: 'keeps what she typed in the form',
    storeDetails: 'keeps the details she entered',
    storeCoupon: 'keeps the coupon she entered',
    clearError: 'clears the last error',
    rememberFailure: 'keeps what went wrong to show it',
    saveFile: 'saves the file to her device',
    reloadPage: 'reloads the page',
    closeDialog: 'closes the dialog',
  },
};
