import { afterAll, describe, expect, it, vi } from 'vitest';
import { fromPromise, waitFor } from 'xstate';
import type { SignInData } from '../session/session-machine.ts';
import { httpFailure, networkFailure } from '../shared/test-fakes.ts';
import { createTestActor, trackTransitions } from '../testing/index.ts';
import { type Credentials, loginMachine } from './login-machine.ts';

const coverage = trackTransitions(loginMachine);
afterAll(() => coverage.assertAllTaken());

const answer: SignInData = { token: 't-1', membership: 'Titan', user: { first_name: 'Asha' }, image: null };
const credentials: Credentials = { email: 'titan@lwl.test', password: 'Lwl@12345' };

function start(login: (input: Credentials) => Promise<SignInData>, returnTo?: string) {
  const effects = {
    signIn: vi.fn<(data: SignInData) => void>(),
    navigate: vi.fn<(to: string) => void>(),
    showToast: vi.fn<(kind: string, message: string) => void>(),
  };
  const { actor } = createTestActor(loginMachine, {
    coverage,
    ...(returnTo === undefined ? {} : { input: { returnTo } }),
    provide: {
      actors: { logIn: fromPromise<SignInData, Credentials>(({ input }) => login(input)) },
      actions: {
        signIn: (_, params) => effects.signIn(params.data),
        navigate: (_, params) => effects.navigate(params.to),
        showToast: (_, params) => effects.showToast(params.kind, params.message),
      },
    },
  });
  return { actor, effects };
}

describe('login machine', () => {
  it('signs in with the credentials, hands the answer to the session and goes to /', async () => {
    const login = vi.fn(async () => answer);
    const { actor, effects } = start(login);
    actor.send({ type: 'credentials.submit', credentials });
    expect(actor.getSnapshot().matches('submitting')).toBe(true);
    await waitFor(actor, (s) => s.status === 'done');
    expect(login).toHaveBeenCalledWith(credentials);
    expect(effects.signIn).toHaveBeenCalledWith(answer);
    expect(effects.navigate).toHaveBeenCalledWith('/');
    expect(effects.showToast).not.toHaveBeenCalled();
  });

  it('goes back to a safe return path after signing in, and to / for an unsafe one', async () => {
    const back = start(async () => answer, '/event/founders-forum?ref=mail');
    back.actor.send({ type: 'credentials.submit', credentials });
    await waitFor(back.actor, (s) => s.status === 'done');
    expect(back.effects.navigate).toHaveBeenCalledWith('/event/founders-forum?ref=mail');
    const evil = start(async () => answer, '//evil.example/steal');
    evil.actor.send({ type: 'credentials.submit', credentials });
    await waitFor(evil.actor, (s) => s.status === 'done');
    expect(evil.effects.navigate).toHaveBeenCalledWith('/');
  });

  it("shows the server's message on a 400 and lets the user try again", async () => {
    const login = vi
      .fn<(input: Credentials) => Promise<SignInData>>()
      .mockRejectedValueOnce(httpFailure(400, 'Invalid email or password.'))
      .mockResolvedValueOnce(answer);
    const { actor, effects } = start(login);
    actor.send({ type: 'credentials.submit', credentials });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(actor.getSnapshot().context.errorMessage).toBe('Invalid email or password.');
    expect(effects.showToast).toHaveBeenCalledWith('error', 'Invalid email or password.');
    expect(effects.navigate).not.toHaveBeenCalled();

    actor.send({ type: 'credentials.submit', credentials });
    expect(actor.getSnapshot().context.errorMessage).toBeNull();
    await waitFor(actor, (s) => s.status === 'done');
  });

  it.each([
    ['a 500', httpFailure(500, 'boom')],
    ['a 403', httpFailure(403, 'Invalid or missing dynamic key.')],
    ['a network failure', networkFailure()],
  ])('shows the generic message on %s', async (_, failure) => {
    const { actor, effects } = start(async () => {
      throw failure;
    });
    actor.send({ type: 'credentials.submit', credentials });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(actor.getSnapshot().context.errorMessage).toBe('Something went wrong, Please try again later.');
    expect(effects.showToast).toHaveBeenCalledWith('error', 'Something went wrong, Please try again later.');
  });
});
