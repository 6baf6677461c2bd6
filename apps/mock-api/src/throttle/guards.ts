import type { Clock } from '../clock/clock.ts';
import type { Env } from '../env.ts';
import { RECORD_LIMITS } from '../limits/caps.ts';
import { type AccountLimiter, createAccountLimiter } from './account-limiter.ts';

/** forgot-password: at most 3 codes per address from one client, and 30 per remote client, per 10 minutes. */
const OTP_REQUEST_LIMITS = { perPair: 3, perClient: 30, windowMs: 10 * 60 * 1000 } as const;

/** resend-order-links: as many requests per address and client, and per remote client, as forgot-password. */
const ORDER_LINK_REQUEST_LIMITS = OTP_REQUEST_LIMITS;

/** The brute-force and enumeration guards of the auth calls; kept in memory, emptied on reset. */
export interface Guards {
  /** Failed logins per account (the e-mail) and client pair, and per remote client (`clientKey` of the peer). */
  loginFailures: AccountLimiter;
  /** forgot-password requests per address and client, known or not (so a 429 tells nothing either), and per remote client. */
  otpRequests: AccountLimiter;
  /** resend-order-links requests per address and client, known or not, and per remote client. */
  orderLinkRequests: AccountLimiter;
  /** uaeEnquiry submissions per address and client, and per remote client (`RECORD_LIMITS`). */
  enquiries: AccountLimiter;
  clear(): void;
}

export function createGuards(env: Env, clock: Clock): Guards {
  const loginWindowMs = env.MOCK_LOGIN_WINDOW_S * 1000;
  const loginFailures = createAccountLimiter({
    clock,
    perPair: { max: env.MOCK_LOGIN_MAX_FAILURES, windowMs: loginWindowMs },
    perClient: { max: env.MOCK_LOGIN_MAX_CLIENT_FAILURES, windowMs: loginWindowMs },
  });
  const otpWindow = OTP_REQUEST_LIMITS.windowMs;
  const otpRequests = createAccountLimiter({
    clock,
    perPair: { max: OTP_REQUEST_LIMITS.perPair, windowMs: otpWindow },
    perClient: { max: OTP_REQUEST_LIMITS.perClient, windowMs: otpWindow },
  });
  const orderLinkRequests = createAccountLimiter({
    clock,
    perPair: { max: ORDER_LINK_REQUEST_LIMITS.perPair, windowMs: ORDER_LINK_REQUEST_LIMITS.windowMs },
    perClient: { max: ORDER_LINK_REQUEST_LIMITS.perClient, windowMs: ORDER_LINK_REQUEST_LIMITS.windowMs },
  });
  const enquiries = createAccountLimiter({
    clock,
    perPair: RECORD_LIMITS.enquiriesPerAddress,
    perClient: RECORD_LIMITS.enquiriesPerClient,
  });
  return {
    loginFailures,
    otpRequests,
    orderLinkRequests,
    enquiries,
    clear: () => {
      loginFailures.clear();
      otpRequests.clear();
      orderLinkRequests.clear();
      enquiries.clear();
    },
  };
}
