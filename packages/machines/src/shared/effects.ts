/**
 * Parameters of the effects the app supplies to the machines with `machine.provide({ actions })`.
 * The machines only name them; apps/web implements them (router navigation, sonner toasts,
 * window.alert, localStorage, location.reload).
 */
import type { commonMessages } from '@lwl/schemas';

export type ToastKind = 'success' | 'error' | 'info';

export interface ToastParams {
  kind: ToastKind;
  message: string;
}

/**
 * A message to show (a toast of a known kind, an alert). Exported because the machines' emitted
 * declarations name it.
 * @public
 */
export interface MessageParams {
  message: string;
}

export type AlertParams = MessageParams;

export interface NavigateParams {
  to: string;
}

/** The three wordings of the expiry message (docs/product-rules.md, "Messages"). */
export type SessionExpiredMessage =
  | (typeof commonMessages)['sessionExpired']
  | (typeof commonMessages)['sessionExpiredShort']
  | (typeof commonMessages)['sessionExpiredApplication'];

/** How the user is told the session ended: a toast (most pages) or a blocking alert (UAE enquiry). */
export type ExpiryNotice = 'toast' | 'alert';

/** What a flow hands to the session machine when a call answered 401 (`session.expire`). */
export interface SessionExpiryParams {
  message: SessionExpiredMessage;
  notice: ExpiryNotice;
  /** Reload the page after the expiry delay once at /login. */
  reload: boolean;
}

/**
 * Default implementation of an actor or action the app must provide: fails loudly, naming the
 * machine and the missing implementation.
 */
export function notProvided(machine: string, name: string): never {
  throw new Error(`${machine}: '${name}' is not provided; pass it with machine.provide(...)`);
}
