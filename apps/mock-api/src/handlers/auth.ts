import { randomInt } from 'node:crypto';
import { type authEndpoints, authMessages } from '@lwl/schemas';
import type { HandlerMap } from '../registry/handler.ts';
import { activeMembership, findUserByEmail } from '../store/queries.ts';
import type { OtpRecord, Store } from '../store/store.ts';
import { badRequest } from './shared.ts';
import { userView } from './user-view.ts';

/** Password reset OTPs (design.md): 6 digits, valid 10 minutes, at most 5 tries, single use. */
export const OTP_TTL_MS = 10 * 60 * 1000;
export const OTP_MAX_TRIES = 5;
export const OTP_SUBJECT = 'Your LWL password reset code';

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
  'POST login': ({ store, input, sessions, origin, now }) => {
    const user = findUserByEmail(store, input.email);
    if (!user?.passwordHash || !sessions.verifyPassword(input.password, user.passwordHash)) {
      return badRequest(authMessages.invalidCredentials);
    }
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

  /** A new OTP replaces any earlier one of the address. Unknown addresses are told so (400). */
  'POST forgot-password': ({ store, input, outbox, now }) => {
    const user = findUserByEmail(store, input.email);
    if (!user) return badRequest(authMessages.unknownEmail);
    const email = user.email.toLowerCase();
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    store.otps = store.otps.filter((o) => o.email !== email);
    store.otps.push({
      email,
      code,
      expires_at: new Date(now.getTime() + OTP_TTL_MS).toISOString(),
      tries: 0,
      verified: false,
      used: false,
    });
    outbox.send({ to: user.email, subject: OTP_SUBJECT, otp: code });
    return { status: 200, body: { status: 1, message: authMessages.otpSent } };
  },

  'POST verify-token': ({ store, input, now }) => {
    const checked = checkOtp(store, input.email, input.token, now);
    if (!checked.ok) return badRequest(checked.message);
    checked.otp.verified = true;
    return { status: 200, body: { status: 1, message: authMessages.otpVerified } };
  },

  /** Needs the OTP again (verified or not); it is then spent, and every session of the user ends. */
  'POST reset-password': ({ store, input, sessions, now }) => {
    const user = findUserByEmail(store, input.email);
    const checked = checkOtp(store, input.email, input.token, now);
    if (!checked.ok || !user) return badRequest(checked.ok ? authMessages.unknownEmail : checked.message);
    checked.otp.used = true;
    user.passwordHash = sessions.hashPassword(input.password);
    sessions.revokeUser(user.id);
    return { status: 200, body: { status: 1, message: authMessages.passwordReset } };
  },
};
