import { commonMessages } from '@lwl/schemas';
import { afterAll, describe, expect, it } from 'vitest';
import { fromPromise, waitFor } from 'xstate';
import { type DraftRecord, draftValues, restoredFields } from '../session/interrupted-form.ts';
import type { SessionExpiryParams } from '../shared/effects.ts';
import { httpFailure, networkFailure } from '../shared/test-fakes.ts';
import { trackTransitions } from '../testing/coverage.ts';
import { createTestActor } from '../testing/simulated.ts';
import { type ApplicationValues, applicationStepperMachine } from './application-stepper-machine.ts';

const coverage = trackTransitions(applicationStepperMachine);
afterAll(() => coverage.assertAllTaken());

const values: ApplicationValues = { email: 'a@b.test', name: 'Asha Rao' };

function start(options: {
  token: boolean;
  submit: (values: ApplicationValues) => Promise<unknown>;
  restored?: DraftRecord;
}) {
  const notices: Array<{ kind: string; message: string }> = [];
  const expiries: SessionExpiryParams[] = [];
  const sent: ApplicationValues[] = [];
  const { actor } = createTestActor(applicationStepperMachine, {
    coverage,
    ...(options.restored ? { input: { restored: options.restored } } : {}),
    provide: {
      guards: { hasToken: () => options.token },
      actors: {
        submitApplication: fromPromise<unknown, { values: ApplicationValues }>(async ({ input }) => {
          sent.push(input.values);
          return options.submit(input.values);
        }),
      },
      actions: {
        showToast: (_, params) => notices.push(params),
        expireSession: (_, params) => expiries.push(params),
      },
    },
  });
  const toStep4 = () => {
    for (let i = 0; i < 3; i++) actor.send({ type: 'step.next' });
  };
  return { actor, notices, expiries, sent, toStep4 };
}

describe('applicationStepperMachine', () => {
  it('moves back and forth through the four steps', () => {
    const { actor } = start({ token: true, submit: async () => ({}) });
    const seen: unknown[] = [actor.getSnapshot().value];
    for (const type of [
      'step.next',
      'step.next',
      'step.back',
      'step.next',
      'step.next',
      'step.back',
    ] as const) {
      actor.send({ type });
      seen.push(actor.getSnapshot().value);
    }
    expect(seen).toEqual([
      { editing: 'step1' },
      { editing: 'step2' },
      { editing: 'step3' },
      { editing: 'step2' },
      { editing: 'step3' },
      { editing: 'step4' },
      { editing: 'step3' },
    ]);
  });

  it('ignores form.submit on steps 1 to 3', () => {
    const { actor, sent, notices } = start({ token: true, submit: async () => ({}) });
    for (let i = 0; i < 3; i++) {
      actor.send({ type: 'form.submit', values });
      expect(actor.getSnapshot().matches('editing')).toBe(true);
      actor.send({ type: 'step.next' });
    }
    expect(sent).toEqual([]);
    expect(notices).toEqual([]);
    expect(actor.getSnapshot().value).toEqual({ editing: 'step4' });
  });

  it('submits on step 4 and shows the Thank You state', async () => {
    const { actor, sent, notices } = start({ token: true, submit: async () => ({ status: 1 }) });
    actor.send({ type: 'step.next' });
    actor.send({ type: 'step.back' });
    for (let i = 0; i < 3; i++) actor.send({ type: 'step.next' });
    actor.send({ type: 'form.submit', values });
    expect(actor.getSnapshot().value).toBe('submitting');
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('done');
    expect(sent).toEqual([values]);
    expect(notices).toEqual([{ kind: 'success', message: 'Information submitted successfully.' }]);
  });

  it('without a token: session-expired message, no request', () => {
    const { actor, sent, expiries, toStep4 } = start({ token: false, submit: async () => ({}) });
    toStep4();
    actor.send({ type: 'form.submit', values });
    expect(actor.getSnapshot().value).toBe('expired');
    expect(sent).toEqual([]);
    expect(expiries).toEqual([
      { message: 'Your session has expired. Please log in again.', notice: 'toast', reload: false },
    ]);
  });

  it('401: session expired with a reload', async () => {
    const { actor, expiries, toStep4 } = start({
      token: true,
      submit: () => Promise.reject(httpFailure(401, 'Unauthenticated.')),
    });
    toStep4();
    actor.send({ type: 'form.submit', values });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('expired');
    expect(expiries).toEqual([
      { message: commonMessages.sessionExpiredShort, notice: 'toast', reload: true },
    ]);
  });

  it('400: the server message, back on step 4', async () => {
    const { actor, notices, toStep4 } = start({
      token: true,
      submit: () => Promise.reject(httpFailure(400, 'The email has already been taken.')),
    });
    toStep4();
    actor.send({ type: 'form.submit', values });
    await waitFor(actor, (s) => s.matches({ editing: 'step4' }));
    expect(notices).toEqual([{ kind: 'error', message: 'The email has already been taken.' }]);
    expect(actor.getSnapshot().context.values).toEqual(values);
  });

  it('400 without a message and any other failure: the generic message', async () => {
    const failures = [httpFailure(400), httpFailure(500, 'boom'), networkFailure(), new Error('bug')];
    for (const failure of failures) {
      const { actor, notices, toStep4 } = start({ token: true, submit: () => Promise.reject(failure) });
      toStep4();
      actor.send({ type: 'form.submit', values });
      await waitFor(actor, (s) => s.matches({ editing: 'step4' }));
      expect(notices).toEqual([{ kind: 'error', message: 'Something went wrong, please try again.' }]);
    }
  });

  it('a 401 keeps the answers (not the photo) as the draft; restored, the form starts with them', async () => {
    const photo = new File(['x'], 'me.png');
    const answers = {
      ...values,
      hobbies: 'Chess',
      lwl_activities: ['Mentoring', 'Events'],
      professional_image: photo,
    };
    const expired = start({
      token: true,
      submit: () => Promise.reject(httpFailure(401, 'Unauthenticated.')),
    });
    expired.toStep4();
    expired.actor.send({ type: 'form.submit', values: answers });
    await waitFor(expired.actor, (s) => s.status === 'done');
    const kept = draftValues(expired.actor.getSnapshot().context.values ?? {});
    expect(kept).toEqual({ ...values, hobbies: 'Chess', lwl_activities: ['Mentoring', 'Events'] });

    const restored = JSON.parse(JSON.stringify(kept));
    const back = start({ token: true, submit: async () => ({}), restored });
    expect(back.actor.getSnapshot().matches({ editing: 'step1' })).toBe(true);
    const empty = {
      email: '',
      name: '',
      hobbies: '',
      lwl_activities: [] as string[],
      professional_image: undefined,
    };
    expect(restoredFields(empty, back.actor.getSnapshot().context.values as DraftRecord)).toEqual({
      ...empty,
      ...values,
      hobbies: 'Chess',
      lwl_activities: ['Mentoring', 'Events'],
    });
  });
});
