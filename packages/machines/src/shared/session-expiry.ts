/**
 * The `onError` branch every call behind a token starts with: a 401 hands over to
 * the session (`expireSession`: the message, /login, a reload). The machine declares the guard
 * `isSessionExpired` (= `hasSessionExpiredError`) and the action `expireSession`.
 */
import { commonMessages } from '@lwl/schemas';
import type { SessionExpiryParams } from './effects.ts';

/** The usual notice: the expiry message as a toast, then a reload once at /login. */
export const TOAST_EXPIRY: SessionExpiryParams = {
  message: commonMessages.sessionExpired,
  notice: 'toast',
  reload: true,
};

export function expireOnUnauthorized<const TTarget extends string>(
  target: TTarget,
  params: SessionExpiryParams = TOAST_EXPIRY,
) {
  return {
    guard: 'isSessionExpired',
    target,
    actions: { type: 'expireSession', params },
    description: 'Her session has expired: she is told and sent to sign in again',
  } as const;
}
