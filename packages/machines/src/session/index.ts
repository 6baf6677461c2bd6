// The app's surface of the session; `api-failure.ts` and `notProvided` are internal to the machines.
export type {
  AlertParams,
  ExpiryNotice,
  NavigateParams,
  SessionExpiredMessage,
  SessionExpiryParams,
  ToastKind,
  ToastParams,
} from './effects.ts';
export * from './session-machine.ts';
export * from './session-rules.ts';
export * from './storage-keys.ts';
