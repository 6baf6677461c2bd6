import { commonMessages } from '@lwl/schemas';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { fromPromise, waitFor } from 'xstate';
import type { SignInData } from '../session/session-machine.ts';
import { httpFailure, networkFailure } from '../shared/test-fakes.ts';
import { createTestActor, trackTransitions } from '../testing/index.ts';
import { type Credentials, type LoginInput, loginMachine } from './login-machine.ts';

const coverage = trackTransitions(loginMachine);
afterAll(() => coverage.assertAllTaken());

const answer: SignInData = { token: 't-1', membership: 'Titan', user: { first_name: 'Asha' }, image: null };
const credentials: Credentials = { email: 'titan@lwl.test', password: 'Lwl@12345' };

function start(login: (input: Credentials) => Promise<SignInData>, returnTo?: string | LoginInput) {
  const effects = {
    signIn: vi.fn<(data: SignInData) => void>(),
    navigate: vi.fn<(to: string) => void>(),
    showToast: vi.fn<(kind: string, message: string) => void>(),
    forgetReturn: vi.fn(),
  };
  const input = typeof returnTo === 'string' ? { returnTo } : returnTo;
  const { actor } = createTestActor(loginMachine, {
    coverage,
    ...(input === undefined ? {} : { input }),
    provide: {
      actors: { logIn: fromPromise<SignInData, Credentials>(({ input }) => login(input)) },
      actions: {
        signIn: (_, params) => effects.signIn(params.data),
        navigate: (_, params) => effects.navigate(params.to),
        showToast: (_, params) => effects.showToast(params.kind, params.message),
        forgetReturn: () => effects.forgetReturn(),
      },
    },
  });
  return { actor, effects };
}

const ROUTES = ['/', '/login', '/profile', '/event/:id', '/membership', '/member-details/:slug', '*'];
const expiredAt = (path: string | null) => ({
  path,
  message: commonMessages.sessionExpired,
  savedAt: 1_000,
});

async function signInWith(input: LoginInput) {
  const started = start(async () => answer, input);
  started.actor.send({ type: 'credentials.submit', credentials });
  await waitFor(started.actor, (s) => s.status === 'done');
  return started;
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

  it('after a 401, shows its message and returns to the page it interrupted, not to the link nor /', async () => {
    const { actor, effects } = await signInWith({
      returnTo: '/profile',
      saved: expiredAt('/event/founders-forum?city=mumbai'),
      knownRoutes: ROUTES,
    });
    expect(actor.getSnapshot().context.notice).toBe(
      'Your session has expired. Please log in again to continue.',
    );
    expect(effects.navigate).toHaveBeenCalledExactlyOnceWith('/event/founders-forum?city=mumbai');
    // Used once: the record goes, before the page it names is opened.
    expect(effects.forgetReturn).toHaveBeenCalledTimes(1);
    expect(effects.forgetReturn.mock.invocationCallOrder[0]).toBeLessThan(
      effects.navigate.mock.invocationCallOrder[0] ?? 0,
    );
  });

  it('refuses a kept return address that is not one of ours, falling back to the link, then /', async () => {
    for (const path of [
      '//evil.example/x',
      'https://evil.example/',
      'javascript:alert(1)',
      '/\\evil.example',
      '/no-such-page',
      '/event/',
      '/login?next=/profile',
      '/forgot-password',
    ]) {
      const toLink = await signInWith({
        returnTo: '/membership',
        saved: expiredAt(path),
        knownRoutes: ROUTES,
      });
      expect(toLink.effects.navigate, path).toHaveBeenCalledWith('/membership');
      const toHome = await signInWith({ returnTo: path, saved: expiredAt(path), knownRoutes: ROUTES });
      expect(toHome.effects.navigate, path).toHaveBeenCalledWith('/');
    }
  });

  it('without a 401 shows no notice and follows the link', async () => {
    const { actor, effects } = await signInWith({ returnTo: '/member-details/titan', knownRoutes: ROUTES });
    expect(actor.getSnapshot().context.notice).toBeNull();
    expect(effects.navigate).toHaveBeenCalledWith('/member-details/titan');
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
