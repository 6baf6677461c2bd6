import type { PersonalDetails } from '@lwl/schemas';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { fromPromise, waitFor } from 'xstate';
import type { SessionExpiryParams } from '../shared/effects.ts';
import { httpFailure, networkFailure } from '../shared/test-fakes.ts';
import { createTestActor, trackTransitions } from '../testing/index.ts';
import { restoredProfileFields } from './profile-draft.ts';
import {
  type ProfileEditInput,
  type ProfileSaveAnswer,
  profileEditMachine,
  type SessionProfileParams,
} from './profile-edit-machine.ts';

const coverage = trackTransitions(profileEditMachine);
afterAll(() => coverage.assertAllTaken());

const values: PersonalDetails = {
  title: 'Ms',
  first_name: 'Ananya',
  last_name: 'Iyer',
  phone: '9876543210',
  email: 'titan@lwl.test',
  company_name: 'Iyer Ventures',
  designation: 'Director',
  city: 'Mumbai',
  pincode: '400001',
  image: undefined,
};

const saved = (message: string): ProfileSaveAnswer => ({
  message,
  data: { first_name: 'Ananya', last_name: 'Iyer', image: 'http://localhost:8787/media/users/1.svg' },
});

function start(save: (values: PersonalDetails) => Promise<ProfileSaveAnswer>, input?: ProfileEditInput) {
  const effects = {
    showToast: vi.fn<(kind: string, message: string) => void>(),
    updateSessionProfile: vi.fn<(params: SessionProfileParams) => void>(),
    reloadPage: vi.fn(),
    expireSession: vi.fn<(params: SessionExpiryParams) => void>(),
  };
  const updateProfile = vi.fn(save);
  const { actor, clock } = createTestActor(profileEditMachine, {
    coverage,
    ...(input ? { input } : {}),
    provide: {
      actors: {
        updateProfile: fromPromise<ProfileSaveAnswer, PersonalDetails>(({ input }) => updateProfile(input)),
      },
      actions: {
        showToast: (_, params) => effects.showToast(params.kind, params.message),
        updateSessionProfile: (_, params) => effects.updateSessionProfile(params),
        reloadPage: () => effects.reloadPage(),
        expireSession: (_, params) => effects.expireSession(params),
      },
    },
  });
  return { actor, clock, effects, updateProfile };
}

async function submit(actor: ReturnType<typeof start>['actor']) {
  actor.send({ type: 'edit.toggle' });
  actor.send({ type: 'profile.submit', values });
  expect(actor.getSnapshot().hasTag('busy')).toBe(true);
}

describe('profile edit machine', () => {
  it('toggles between view and edit', () => {
    const { actor } = start(async () => saved('x'));
    expect(actor.getSnapshot().matches('viewing')).toBe(true);
    actor.send({ type: 'edit.toggle' });
    expect(actor.getSnapshot().hasTag('form')).toBe(true);
    actor.send({ type: 'edit.toggle' });
    expect(actor.getSnapshot().matches('viewing')).toBe(true);
  });

  it('saves: toasts, closes the toggle, updates the session and reloads after 1000 ms', async () => {
    const { actor, clock, effects, updateProfile } = start(async () =>
      saved('Information updated successfully.'),
    );
    await submit(actor);
    await waitFor(actor, (s) => s.matches('saved'));
    expect(updateProfile).toHaveBeenCalledWith(values);
    expect(actor.getSnapshot().hasTag('form')).toBe(false);
    expect(effects.showToast).toHaveBeenCalledWith('success', 'Information updated successfully.');
    expect(effects.updateSessionProfile).toHaveBeenCalledWith({
      userName: 'Ananya',
      profileImage: 'http://localhost:8787/media/users/1.svg',
    });
    clock.increment(999);
    expect(effects.reloadPage).not.toHaveBeenCalled();
    clock.increment(1);
    expect(effects.reloadPage).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it("shows the server's success message, or the spec's when the server sends none", async () => {
    const custom = start(async () => saved('Profile saved.'));
    await submit(custom.actor);
    await waitFor(custom.actor, (s) => s.matches('saved'));
    expect(custom.effects.showToast).toHaveBeenCalledWith('success', 'Profile saved.');

    const blank = start(async () => saved(''));
    await submit(blank.actor);
    await waitFor(blank.actor, (s) => s.matches('saved'));
    expect(blank.effects.showToast).toHaveBeenCalledWith('success', 'Information updated successfully.');
  });

  it("keeps the form open with the server's message on a 400", async () => {
    const { actor, effects } = start(async () => {
      throw httpFailure(400, 'File size must be less than 2MB');
    });
    await submit(actor);
    await waitFor(actor, (s) => s.matches('editing'));
    expect(effects.showToast).toHaveBeenCalledExactlyOnceWith('error', 'File size must be less than 2MB');
    expect(effects.updateSessionProfile).not.toHaveBeenCalled();
  });

  it('shows the generic message on other failures', async () => {
    const { actor, effects } = start(async () => {
      throw networkFailure();
    });
    await submit(actor);
    await waitFor(actor, (s) => s.matches('editing'));
    expect(effects.showToast).toHaveBeenCalledWith('error', 'Something went wrong, Please try again later.');
  });

  it('hands a 401 to the session', async () => {
    const { actor, effects } = start(async () => {
      throw httpFailure(401, 'Unauthenticated.');
    });
    await submit(actor);
    await waitFor(actor, (s) => s.matches('expired'));
    expect(effects.expireSession).toHaveBeenCalledWith({
      message: 'Your session has expired. Please log in again to continue.',
      notice: 'toast',
      reload: true,
    });
    expect(effects.showToast).not.toHaveBeenCalled();
  });

  it('a 401 keeps what was submitted, without photo or password; restored, the form opens with it', async () => {
    const photo = new File(['x'], 'me.png', { type: 'image/png' });
    const { actor } = start(async () => {
      throw httpFailure(401, 'Unauthenticated.');
    });
    actor.send({ type: 'edit.toggle' });
    actor.send({
      type: 'profile.submit',
      values: { ...values, city: 'Pune', image: photo, current_password: 'Lwl@12345' },
    });
    await waitFor(actor, (s) => s.matches('expired'));
    const kept = actor.getSnapshot().context.draft;
    expect(kept).toEqual({ ...values, city: 'Pune', image: undefined });
    expect(JSON.stringify(kept)).not.toContain('Lwl@12345');

    const back = start(async () => saved('x'), { restored: JSON.parse(JSON.stringify(kept)) });
    expect(back.actor.getSnapshot().hasTag('form')).toBe(true);
    const profile = { ...values, city: 'Mumbai', phone: { country: 'IN', number: '9876543210' } };
    expect(restoredProfileFields(profile, back.actor.getSnapshot().context.draft)).toEqual({
      ...profile,
      city: 'Pune',
      phone: { country: 'IN', number: '9876543210' },
    });
  });

  it('restores a phone kept as country and number; ignores an unknown country', () => {
    const form = { city: 'Mumbai', phone: { country: 'IN', number: '' } };
    expect(restoredProfileFields(form, { phone: { country: 'AE', number: '501234567' } })).toEqual({
      city: 'Mumbai',
      phone: { country: 'AE', number: '501234567' },
    });
    expect(restoredProfileFields(form, { phone: { country: 'XX', number: '1' }, city: 7 })).toEqual(form);
    expect(restoredProfileFields(form, null)).toBe(form);
  });
});
