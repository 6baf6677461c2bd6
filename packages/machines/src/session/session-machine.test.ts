import { commonMessages } from '@lwl/schemas';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { fromPromise, waitFor } from 'xstate';
import { createTestActor, trackTransitions } from '../testing/index.ts';
import { type KeepReturnParams, type SignInData, sessionMachine } from './session-machine.ts';
import type { StorageEntries, StoredValues } from './storage-keys.ts';

const coverage = trackTransitions(sessionMachine);
afterAll(() => coverage.assertAllTaken());

function start(stored: StoredValues = {}, revoke: (token: string) => Promise<unknown> = async () => ({})) {
  const revoked: string[] = [];
  const effects = {
    writeStorage: vi.fn<(entries: StorageEntries) => void>(),
    clearStorage: vi.fn(),
    showToast: vi.fn<(kind: string, message: string) => void>(),
    showAlert: vi.fn<(message: string) => void>(),
    navigate: vi.fn<(to: string) => void>(),
    reloadPage: vi.fn(),
    keepReturn: vi.fn<(params: KeepReturnParams) => void>(),
    forgetDrafts: vi.fn(),
  };
  const { actor, clock } = createTestActor(sessionMachine, {
    coverage,
    input: { stored },
    provide: {
      actors: {
        revokeToken: fromPromise<unknown, { token: string }>(async ({ input }) => {
          revoked.push(input.token);
          return revoke(input.token);
        }),
      },
      actions: {
        writeStorage: (_, params) => effects.writeStorage(params.entries),
        clearStorage: () => effects.clearStorage(),
        showToast: (_, params) => effects.showToast(params.kind, params.message),
        showAlert: (_, params) => effects.showAlert(params.message),
        navigate: (_, params) => effects.navigate(params.to),
        reloadPage: () => effects.reloadPage(),
        keepReturn: (_, params) => effects.keepReturn(params),
        forgetDrafts: () => effects.forgetDrafts(),
      },
    },
  });
  return { actor, clock, effects, revoked };
}

const titan: SignInData = {
  token: 'tok-1',
  membership: 'Titan',
  user: { first_name: 'Asha' },
  image: '/img/asha.svg',
};

describe('session machine', () => {
  it('starts signed in from the four stored keys, before any event or tick', () => {
    const { actor } = start({
      AuthToken: 'tok-9',
      PlanName: 'Maverick',
      UserName: 'Meera',
      profileImage: null,
    });
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
    expect(actor.getSnapshot().context).toEqual({
      token: 'tok-9',
      planName: 'Maverick',
      userName: 'Meera',
      profileImage: null,
      reloadPending: false,
    });
  });

  it('starts as a guest without a stored token, keeping none of the other stored fields', () => {
    for (const token of [undefined, null, '']) {
      const { actor } = start({ AuthToken: token, PlanName: 'Titan', UserName: 'Meera' });
      expect(actor.getSnapshot().matches('guest')).toBe(true);
      expect(actor.getSnapshot().context).toEqual({
        token: null,
        planName: null,
        userName: null,
        profileImage: null,
        reloadPending: false,
      });
    }
  });

  it('signs in: stores AuthToken, PlanName, UserName and profileImage', async () => {
    const { actor, effects } = start();
    await waitFor(actor, (s) => s.matches('guest'));
    actor.send({ type: 'session.signIn', data: titan });
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
    expect(effects.writeStorage).toHaveBeenCalledWith({
      AuthToken: 'tok-1',
      PlanName: 'Titan',
      UserName: 'Asha',
      profileImage: '/img/asha.svg',
    });
    expect(actor.getSnapshot().context).toMatchObject({
      token: 'tok-1',
      planName: 'Titan',
      userName: 'Asha',
    });
  });

  it('updates UserName and profileImage on profile.update, keeping the image when none is sent', async () => {
    const { actor, effects } = start({ AuthToken: 'tok-2', UserName: 'Old', profileImage: '/a.png' });
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'profile.update', userName: 'New' });
    expect(effects.writeStorage).toHaveBeenLastCalledWith({ UserName: 'New', profileImage: '/a.png' });
    actor.send({ type: 'profile.update', userName: 'Newer', profileImage: '/b.png' });
    expect(effects.writeStorage).toHaveBeenLastCalledWith({ UserName: 'Newer', profileImage: '/b.png' });
    expect(actor.getSnapshot().context).toMatchObject({ userName: 'Newer', profileImage: '/b.png' });
  });

  it('logs out: revokes the token on the server, clears storage and goes to /login', async () => {
    const { actor, effects, revoked } = start({ AuthToken: 'tok-3' });
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'session.logout' });
    expect(actor.getSnapshot().matches('guest')).toBe(true);
    expect(effects.clearStorage).toHaveBeenCalledTimes(1);
    expect(effects.navigate).toHaveBeenCalledWith('/login');
    expect(actor.getSnapshot().context.token).toBeNull();
    await vi.waitFor(() => expect(revoked).toEqual(['tok-3']));
  });

  it('logs out all the same when the server refuses the revocation (404 of a backend without it)', async () => {
    const notFound = Object.assign(new Error('Record not found.'), { status: 404 });
    const { actor, effects, revoked } = start({ AuthToken: 'tok-7' }, async () => {
      throw notFound;
    });
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'session.logout' });
    await vi.waitFor(() => expect(revoked).toEqual(['tok-7']));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().status).toBe('active');
    expect(actor.getSnapshot().matches('guest')).toBe(true);
    expect(effects.navigate).toHaveBeenCalledExactlyOnceWith('/login');
    expect(effects.showToast).not.toHaveBeenCalled();
  });

  it('a guest logging out asks the server nothing', async () => {
    const { actor, effects, revoked } = start({});
    await waitFor(actor, (s) => s.matches('guest'));
    actor.send({ type: 'session.logout' });
    expect(effects.clearStorage).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(revoked).toEqual([]);
  });

  it('expires on a 401: clears storage, toasts, goes to /login and reloads after 1000 ms, once', async () => {
    const { actor, clock, effects } = start({ AuthToken: 'tok-4', PlanName: 'Titan' });
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'session.expire' });
    actor.send({ type: 'session.expire' });
    expect(effects.clearStorage).toHaveBeenCalledTimes(1);
    expect(effects.showToast).toHaveBeenCalledExactlyOnceWith(
      'error',
      'Your session has expired. Please log in again to continue.',
    );
    expect(effects.navigate).toHaveBeenCalledExactlyOnceWith('/login');
    expect(actor.getSnapshot().context.token).toBeNull();
    clock.increment(999);
    expect(effects.reloadPage).not.toHaveBeenCalled();
    clock.increment(1);
    expect(effects.reloadPage).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().matches('guest')).toBe(true);
    expect(actor.getSnapshot().context.reloadPending).toBe(false);
  });

  it('keeps the page a 401 interrupted, before storage is cleared, and names it in the /login link', async () => {
    const { actor, effects } = start({ AuthToken: 'tok-8' });
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'session.expire', from: '/event/founders-forum?city=mumbai' });
    expect(effects.keepReturn).toHaveBeenCalledExactlyOnceWith({
      path: '/event/founders-forum?city=mumbai',
      message: 'Your session has expired. Please log in again to continue.',
    });
    expect(effects.keepReturn.mock.invocationCallOrder[0]).toBeLessThan(
      effects.clearStorage.mock.invocationCallOrder[0] ?? 0,
    );
    expect(effects.navigate).toHaveBeenCalledExactlyOnceWith(
      '/login?next=%2Fevent%2Ffounders-forum%3Fcity%3Dmumbai',
    );
    expect(effects.forgetDrafts).not.toHaveBeenCalled();
  });

  it('keeps no page that is not ours to come back to, but still the message', async () => {
    const { actor, effects } = start({ AuthToken: 'tok-9' });
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'session.expire', from: '//evil.example/x', notice: 'alert', reload: false });
    expect(effects.keepReturn).toHaveBeenCalledWith({
      path: null,
      message: 'Your session has expired. Please log in again to continue.',
    });
    expect(effects.navigate).toHaveBeenCalledWith('/login');
  });

  it('logging out drops the kept drafts', async () => {
    const { actor, effects } = start({ AuthToken: 'tok-10' });
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'session.logout' });
    expect(effects.forgetDrafts).toHaveBeenCalledTimes(1);
    actor.send({ type: 'session.logout' });
    expect(effects.forgetDrafts).toHaveBeenCalledTimes(2);
    expect(effects.keepReturn).not.toHaveBeenCalled();
  });

  it('uses the given wording and an alert, and skips the reload when asked', async () => {
    const { actor, clock, effects } = start({ AuthToken: 'tok-5' });
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({
      type: 'session.expire',
      message: commonMessages.sessionExpiredApplication,
      notice: 'alert',
      reload: false,
    });
    expect(effects.showAlert).toHaveBeenCalledExactlyOnceWith(
      'Your session has expired. Please log in again.',
    );
    expect(effects.showToast).not.toHaveBeenCalled();
    expect(effects.navigate).toHaveBeenCalledWith('/login');
    expect(actor.getSnapshot().matches('guest')).toBe(true);
    clock.increment(5000);
    expect(effects.reloadPage).not.toHaveBeenCalled();
  });

  it('shows the short variant as a toast', async () => {
    const { actor, effects } = start({ AuthToken: 'tok-6' });
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'session.expire', message: commonMessages.sessionExpiredShort });
    expect(effects.showToast).toHaveBeenCalledWith('error', 'Your session expired. Please log in again.');
  });

  it('fails loudly when an effect was not provided', async () => {
    const { actor } = createTestActor(sessionMachine, { coverage });
    expect(actor.getSnapshot().matches('guest')).toBe(true);
    const errors: unknown[] = [];
    actor.subscribe({ error: (error) => errors.push(error) });
    actor.send({ type: 'session.logout' });
    expect(errors).toHaveLength(1);
    expect(actor.getSnapshot().status).toBe('error');
    expect(String(actor.getSnapshot().error)).toContain("session: 'clearStorage' is not provided");
  });
});
