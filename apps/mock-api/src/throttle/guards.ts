import type { Clock } from '../clock/clock.ts';
import type { Env } from '../env.ts';
import { type AttemptLimiter, createAttemptLimiter } from './attempts.ts';

/** forgot-password: at most 3 codes per address per 10 minutes. */
const OTP_REQUESTS_MAX = 3;
const OTP_REQUESTS_WINDOW_MS = 10 * 60 * 1000;

/** The brute-force and enumeration guards of the auth calls; kept in memory, emptied on reset. */
export interface Guards {
  /** Failed logins per account (`account:<e-mail>`) and per client (`client:<address>`). */
  loginFailures: AttemptLimiter;
  /** forgot-password requests per address, known or not (so a 429 tells nothing either). */
  otpRequests: AttemptLimiter;
  clear(): void;
}

export function createGuards(env: Env, clock: Clock): Guards {
  const loginFailures = createAttemptLimiter({
    clock,
    max: env.MOCK_LOGIN_MAX_FAILURES,
    windowMs: env.MOCK_LOGIN_WINDOW_S * 1000,
  });
  const otpRequests = createAttemptLimiter({
    clock,
    max: OTP_REQUESTS_MAX,
    windowMs: OTP_REQUESTS_WINDOW_MS,
  });
  return {
    loginFailures,
    otpRequests,
    clear: () => {
      loginFailures.clear();
      otpRequests.clear();
    },
  };
}
