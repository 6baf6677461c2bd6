import { authMessages } from '@lwl/schemas';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { fromPromise, waitFor } from 'xstate';
import { httpFailure, networkFailure } from '../shared/test-fakes.ts';
import { createTestActor, trackTransitions } from '../testing/index.ts';
import { passwordResetMachine, type ResetStepAnswer, resetStepOf } from './password-reset-machine.ts';

const coverage = trackTransitions(passwordResetMachine);
afterAll(() => coverage.assertAllTaken());

type Call<I> = (input: I) => Promise<ResetStepAnswer>;
interface Calls {
  requestOtp?: Call<{ email: string }>;
  verifyOtp?: Call<{ email: string; token: string }>;
  resetPassword?: Call<{ email: string; token: string; password: string }>;
}

const ok = (message: string) => async () => ({ message });

function start(calls: Calls = {}) {
  const effects = {
    showToast: vi.fn<(kind: string, message: string) => void>(),
    navigate: vi.fn<(to: string) => void>(),
  };
  const requestOtp = vi.fn(calls.requestOtp ?? ok(authMessages.otpSent));
  const verifyOtp = vi.fn(calls.verifyOtp ?? ok(authMessages.otpVerified));
  const resetPassword = vi.fn(calls.resetPassword ?? ok(authMessages.passwordReset));
  const { actor, clock } = createTestActor(passwordResetMachine, {
    coverage,
    provide: {
      actors: {
        requestOtp: fromPromise<ResetStepAnswer, { email: string }>(({ input }) => requestOtp(input)),
        verifyOtp: fromPromise<ResetStepAnswer, { email: string; token: string }>(({ input }) =>
          verifyOtp(input),
        ),
        resetPassword: fromPromise<ResetStepAnswer, { email: string; token: string; password: string }>(
          ({ input }) => resetPassword(input),
        ),
      },
      actions: {
        showToast: (_, params) => effects.showToast(params.kind, params.message),
        navigate: (_, params) => effects.navigate(params.to),
      },
    },
  });
  return { actor, clock, effects, requestOtp, verifyOtp, resetPassword };
}

const step = (actor: ReturnType<typeof start>['actor']) => resetStepOf(actor.getSnapshot());

describe('password reset machine', () => {
  it('walks e-mail → OTP → new password, then goes to /login after 1000 ms', async () => {
    const { actor, clock, effects, requestOtp, verifyOtp, resetPassword } = start();
    expect(step(actor)).toBe(0);

    actor.send({ type: 'email.submit', email: 'titan@lwl.test' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches({ otp: 'editing' }));
    expect(requestOtp).toHaveBeenCalledWith({ email: 'titan@lwl.test' });
    expect(effects.showToast).toHaveBeenLastCalledWith(
      'success',
      'An OTP has been sent to your email address.',
    );
    expect(step(actor)).toBe(1);

    actor.send({ type: 'otp.submit', otp: '123456' });
    await waitFor(actor, (s) => s.matches({ password: 'editing' }));
    expect(verifyOtp).toHaveBeenCalledWith({ email: 'titan@lwl.test', token: '123456' });
    expect(effects.showToast).toHaveBeenLastCalledWith('success', 'OTP verified successfully.');
    expect(step(actor)).toBe(2);

    actor.send({ type: 'password.submit', password: 'New@12345' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(resetPassword).toHaveBeenCalledWith({
      email: 'titan@lwl.test',
      token: '123456',
      password: 'New@12345',
    });
    expect(effects.showToast).toHaveBeenLastCalledWith(
      'success',
      'Your password has been reset. Please log in.',
    );
    expect(step(actor)).toBe(3);

    clock.increment(999);
    expect(effects.navigate).not.toHaveBeenCalled();
    clock.increment(1);
    expect(effects.navigate).toHaveBeenCalledExactlyOnceWith('/login');
    expect(actor.getSnapshot().status).toBe('done');
  });

  it("stays on the e-mail step with the server's message when forgot-password fails", async () => {
    const { actor, effects } = start({
      requestOtp: async () => {
        throw httpFailure(400, authMessages.unknownEmail);
      },
    });
    actor.send({ type: 'email.submit', email: 'nobody@lwl.test' });
    await waitFor(actor, (s) => s.matches({ email: 'editing' }) && s.context.errorMessage !== null);
    expect(actor.getSnapshot().context.errorMessage).toBe('No account found with this email address.');
    expect(effects.showToast).toHaveBeenCalledWith('error', 'No account found with this email address.');
  });

  it("stays on the OTP step with the server's message, and clears it on the next try", async () => {
    const verifyOtp = vi
      .fn<Call<{ email: string; token: string }>>()
      .mockRejectedValueOnce(httpFailure(400, authMessages.otpInvalid))
      .mockResolvedValueOnce({ message: authMessages.otpVerified });
    const { actor, effects } = start({ verifyOtp });
    actor.send({ type: 'email.submit', email: 'titan@lwl.test' });
    await waitFor(actor, (s) => s.matches({ otp: 'editing' }));
    actor.send({ type: 'otp.submit', otp: '000000' });
    await waitFor(actor, (s) => s.context.errorMessage !== null);
    expect(actor.getSnapshot().matches({ otp: 'editing' })).toBe(true);
    expect(effects.showToast).toHaveBeenLastCalledWith('error', 'Invalid OTP. Please try again.');
    actor.send({ type: 'otp.submit', otp: '123456' });
    expect(actor.getSnapshot().context.errorMessage).toBeNull();
    await waitFor(actor, (s) => s.matches({ password: 'editing' }));
  });

  it("stays on the password step with the server's message; other failures show the generic one", async () => {
    const resetPassword = vi
      .fn<Call<{ email: string; token: string; password: string }>>()
      .mockRejectedValueOnce(httpFailure(400, authMessages.otpExpired))
      .mockRejectedValueOnce(networkFailure());
    const { actor, effects } = start({ resetPassword });
    actor.send({ type: 'email.submit', email: 'titan@lwl.test' });
    await waitFor(actor, (s) => s.matches({ otp: 'editing' }));
    actor.send({ type: 'otp.submit', otp: '123456' });
    await waitFor(actor, (s) => s.matches({ password: 'editing' }));
    actor.send({ type: 'password.submit', password: 'x' });
    await waitFor(actor, (s) => s.context.errorMessage !== null);
    expect(actor.getSnapshot().context.errorMessage).toBe('The OTP has expired. Please request a new one.');
    actor.send({ type: 'password.submit', password: 'x' });
    await waitFor(actor, (s) => s.matches({ password: 'editing' }) && s.context.errorMessage !== null);
    expect(actor.getSnapshot().context.errorMessage).toBe('Something went wrong, Please try again later.');
    expect(effects.showToast).toHaveBeenLastCalledWith(
      'error',
      'Something went wrong, Please try again later.',
    );
  });

  it('goes back to the e-mail step from the OTP and the password steps', async () => {
    const { actor } = start();
    actor.send({ type: 'email.submit', email: 'a@lwl.test' });
    await waitFor(actor, (s) => s.matches({ otp: 'editing' }));
    actor.send({ type: 'email.change' });
    expect(actor.getSnapshot().matches({ email: 'editing' })).toBe(true);

    actor.send({ type: 'email.submit', email: 'b@lwl.test' });
    await waitFor(actor, (s) => s.matches({ otp: 'editing' }));
    actor.send({ type: 'otp.submit', otp: '654321' });
    await waitFor(actor, (s) => s.matches({ password: 'editing' }));
    actor.send({ type: 'email.change' });
    expect(actor.getSnapshot().matches({ email: 'editing' })).toBe(true);
    actor.send({ type: 'email.submit', email: 'c@lwl.test' });
    expect(actor.getSnapshot().context).toMatchObject({ email: 'c@lwl.test', otp: '' });
  });
});
