/**
 * Parameters of the effects the app supplies to the account and form machines with
 * `machine.provide({ actions })`. The machines only name them; apps/web implements them
 * (router navigation, sonner toasts, window.alert, localStorage, location.reload).
 */
import type { commonMessages } from '@lwl/schemas';

export type ToastKind = 'success' | 'error';

export interface ToastParams {
  kind: ToastKind;
  message: string;
}

export interface AlertParams {
  message: string;
}

export interface NavigateParams {
  to: string;
}

/** The three wordings of the expiry message the specs use (platform.md §8, membership.md §8). */
export type SessionExpiredMessage =
  | (typeof commonMessages)['sessionExpired']
  | (typeof commonMessages)['sessionExpiredShort']
  | (typeof commonMessages)['sessionExpiredApplication'];

/** How the user is told the session ended: a toast (most pages) or a blocking alert (UAE enquiry). */
export type ExpiryNotice = 'toast' | 'alert';

/** What a flow hands to the session machine when a call answered 401 (`session.expired`). */
export interface SessionExpiryParams {
  message: SessionExpiredMessage;
  notice: ExpiryNotice;
  /** Reload the page after the expiry delay once at /login. */
  reload: boolean;
}

/** Default implementation of a required effect: fails loudly until the app provides it. */
export function notProvided(name: string): never {
  throw new Error(`"${name}" is not provided: supply it with machine.provide(...)`);
}
