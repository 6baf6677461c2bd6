// The app's surface of the session; the effect types live in ../shared (with the internal `notProvided`).
export type {
  AlertParams,
  ExpiryNotice,
  MessageParams,
  NavigateParams,
  SessionExpiredMessage,
  SessionExpiryParams,
  ToastKind,
  ToastParams,
} from '../shared/effects.ts';
export * from './interrupted-form.ts';
export * from './session-machine.ts';
export * from './session-rules.ts';
export * from './storage-keys.ts';
