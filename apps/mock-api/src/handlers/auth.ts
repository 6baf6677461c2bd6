import { type authEndpoints, authMessages } from '@lwl/schemas';
import { otpMessage } from '../mail/otp-mail.ts';
import { randomInt } from '../platform/random.ts';
import type { HandlerMap } from '../registry/handler.ts';
import { decoyHash } from '../sessions/password.ts';
import { activeMembership, findUserByEmail } from '../store/queries.ts';
import type { OtpRecord, Store } from '../store/store.ts';
import { badRequest, tooManyRequests } from './shared.ts';
import { userView } from './user-view.ts';

/** Password reset OTPs (docs/product-rules.md): 6 digits, valid 10 minutes, at most 5 tries, single use. */
const OTP_TTL_MS = 10 * 60 * 1000;
const OTP_MAX_TRIES = 5;

type OtpCheck = { ok: true; otp: OtpRecord } | { ok: false; message: string };

/** Checks an OTP; each wrong guess spends a try, and the 5th wrong one (or any later) locks it. */
function checkOtp(store: Store, email: string, code: string, now: Date): OtpCheck {
  const otp = store.otps.find((o) => o.email === email.toLowerCase() && !o.used);
  if (!otp) return { ok: false, message: authMessages.otpInvalid };
  if (otp.tries >= OTP_MAX_TRIES) return { ok: false, message: authMessages.otpTooManyAttempts };
  if (new Date(otp.expires_at).getTime() <= now.getTime())
    return { ok: false, message: authMessages.otpExpired };
  if (otp.code !== code.trim()) {
    otp.tries += 1;
    return {
      ok: false,
      message: otp.tries >= OTP_MAX_TRIES ? authMessages.otpTooManyAttempts : authMessages.otpInvalid,
    };
  }
  return { ok: true, otp };
}

export const authHandlers: HandlerMap<typeof authEndpoints> = {
  /**
   * Failures are counted per account+client pair and, with a much higher ceiling, per remote client
   * (`AccountLimiter`; docs/mock-limits.md); past either limit the call answers 429 with `Retry-After`
   * before checking anything, so a stranger's failures never lock the account for its owner on
   * another client. An unknown account still costs one scrypt (the decoy hash), so the answer's
   * timing does not tell whether the e-mail has an account.
   */
  'POST login': async ({ store, input, sessions, origin, now, guards, client }) => {
    const account = input.email.toLowerCase();
    const waitMs = guards.loginFailures.retryAfterMs(account, client);
    if (waitMs > 0) return tooManyRequests(authMessages.tooManyLoginAttempts, waitMs);
    const user = findUserByEmail(store, input.email);
    const matches = await sessions.verifyPassword(input.password, user?.passwordHash ?? (await decoyHash()));
    if (!user?.passwordHash || !matches) {
      guards.loginFailures.record(account, client);
      return badRequest(authMessages.invalidCredentials);
    }
    guards.loginFailures.forgetPair(account, client);
    const { token } = sessions.issueToken(user.id);
    const view = userView(user, origin);
    return {
      status: 200,
      body: {
        status: 1,
        message: authMessages.loginSuccess,
        token,
        membership: activeMembership(store, user.id, now)?.tier ?? null,
        user: view,
        image: view.image,
      },
    };
  },

  /**
   * One answer whether or not the address has an account (no enumeration); at most 3 codes per
   * address from one client (and 30 per remote client) per 10 minutes, known or not (429). A new OTP replaces the earlier one but keeps its spent
   * tries while that one is locked and unexpired, so asking again does not buy more guesses.
   */
  'POST forgot-password': ({ store, input, outbox, now, guards, client }) => {
    const email = input.email.toLowerCase();
    const waitMs = guards.otpRequests.retryAfterMs(email, client);
    if (waitMs > 0) return tooManyRequests(authMessages.tooManyOtpRequests, waitMs);
    guards.otpRequests.record(email, client);
    const sent = { status: 200, body: { status: 1, message: authMessages.otpSentIfAccount } } as const;
    const user = findUserByEmail(store, input.email);
    if (!user) return sent;
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const previous = store.otps.find((o) => o.email === email && !o.used);
    const locked =
      previous !== undefined &&
      previous.tries >= OTP_MAX_TRIES &&
      new Date(previous.expires_at).getTime() > now.getTime();
    store.otps = store.otps.filter((o) => o.email !== email);
    store.otps.push({
      email,
      code,
      expires_at: new Date(now.getTime() + OTP_TTL_MS).toISOString(),
      tries: locked ? previous.tries : 0,
      verified: false,
      used: false,
    });
    outbox.send(otpMessage(user.email, code));
    return sent;
  },

  'POST verify-token': ({ store, input, now }) => {
    const checked = checkOtp(store, input.email, input.token, now);
    if (!checked.ok) return badRequest(checked.message);
    checked.otp.verified = true;
    return { status: 200, body: { status: 1, message: authMessages.otpVerified } };
  },

  /** Needs the OTP again (verified or not); it is then spent, and every session of the user ends. */
  'POST reset-password': async ({ store, input, sessions, now }) => {
    const user = findUserByEmail(store, input.email);
    const checked = checkOtp(store, input.email, input.token, now);
    if (!checked.ok || !user) return badRequest(checked.ok ? authMessages.unknownEmail : checked.message);
    checked.otp.used = true;
    user.passwordHash = await sessions.hashPassword(input.password);
    sessions.revokeUser(user.id);
    return { status: 200, body: { status: 1, message: authMessages.passwordReset } };
  },

  /** Contract extension: the token is refused from now on. */
  'POST logout': ({ caller, sessions }) => {
    if (caller) sessions.revokeToken(caller.token);
    return { status: 200, body: { status: 1, message: authMessages.loggedOut } };
  },
};
