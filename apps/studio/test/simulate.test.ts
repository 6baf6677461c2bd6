import { passwordResetMachine } from '@lwl/machines';
import { machineCatalog } from '@lwl/machines/catalog';
import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import { stepLabel } from '../src/chart/step-label.ts';
import {
  acceptedEvents,
  activePaths,
  apply,
  back,
  decodePath,
  encodePath,
  eventFor,
  replay,
  start,
  switchable,
} from '../src/simulation/simulate.ts';

const press = (sim: ReturnType<typeof start>, label: string, payload: Record<string, unknown> = {}) => {
  const event = acceptedEvents(passwordResetMachine, sim.snapshot).find((e) => e.label === label);
  if (!event) throw new Error(`no button ${label} in ${JSON.stringify(sim.snapshot.value)}`);
  return apply(passwordResetMachine, sim, { event: eventFor(event, payload) });
};

describe('simulation', () => {
  it("walks password reset to success by its buttons, each step the machine's own transition()", () => {
    let sim = start(passwordResetMachine);
    expect(activePaths(sim.snapshot)).toEqual(['email', 'email.editing']);
    expect(acceptedEvents(passwordResetMachine, sim.snapshot).map((e) => e.label)).toEqual(['email.submit']);
    const labels = [
      'email.submit',
      'done: requestOtp',
      'otp.submit',
      'done: verifyOtp',
      'password.submit',
      'done: resetPassword',
      'after 1 s',
    ];
    let [direct] = initialTransition(passwordResetMachine, {});
    for (const label of labels) {
      const before = sim.snapshot;
      sim = press(sim, label, label === 'email.submit' ? { email: 'a@b.co' } : {});
      const step = sim.path.at(-1);
      if (step && 'event' in step) [direct] = transition(passwordResetMachine, direct, step.event as never);
      expect(sim.snapshot.value).toEqual(direct.value);
      expect(sim.snapshot.value).not.toEqual(before.value);
    }
    expect(sim.snapshot.status).toBe('done');
    expect(activePaths(sim.snapshot)).toEqual(['left']);
    expect(sim.snapshot.context.email).toBe('a@b.co');
  });

  it('goes back a step and replays a shared path', () => {
    let sim = start(passwordResetMachine);
    sim = press(sim, 'email.submit', { email: 'a@b.co' });
    sim = press(sim, 'error: requestOtp', { message: 'No such user' });
    expect(activePaths(sim.snapshot)).toEqual(['email', 'email.editing']);
    expect(activePaths(back(sim).snapshot)).toEqual(['email', 'email.sending']);
    const replayed = replay(passwordResetMachine, decodePath(encodePath(sim.path)));
    expect(replayed.snapshot.value).toEqual(sim.snapshot.value);
    expect(replayed.snapshot.context).toEqual(sim.snapshot.context);
  });

  it('lets the reviewer edit the context', () => {
    let sim = start(passwordResetMachine);
    sim = apply(passwordResetMachine, sim, { context: { email: 'x@y.z', otp: '1', errorMessage: null } });
    expect(sim.snapshot.context.email).toBe('x@y.z');
    expect(activePaths(sim.snapshot)).toEqual(['email', 'email.editing']);
    expect(sim.path).toHaveLength(1);
  });

  it('takes the branch a forced guard chooses, through the same transition()', () => {
    const checkout = machineCatalog().find((e) => e.chart.machine.id === 'checkout')?.chart.machine;
    if (!checkout) throw new Error('no checkout chart');
    const created = (switches: Record<string, boolean>) => {
      const { machine } = switchable(checkout, switches);
      const sim = start(machine);
      const done = acceptedEvents(machine, sim.snapshot).find((e) => e.label === 'done: createOrder');
      if (!done) throw new Error('no done: createOrder button');
      return activePaths(apply(machine, sim, { event: eventFor(done, { message: 'Paid' }) }).snapshot);
    };
    expect(created({ isPaidOrderToClose: false, isPaidOrder: false })).toEqual(['loadingScript']);
    expect(created({ isPaidOrderToClose: true })).toEqual(['alreadyPaid']);
  });

  it('names a replayed step as its button reads: a delay by its time', () => {
    const after = { event: { type: 'xstate.after.redirect.passwordReset.done' } };
    expect(stepLabel(after, passwordResetMachine)).toBe('after 1 s');
    expect(stepLabel({ event: { type: 'xstate.done.actor.requestOtp' } }, passwordResetMachine)).toBe(
      'done: requestOtp',
    );
    expect(stepLabel({ event: { type: 'email.submit' } }, passwordResetMachine)).toBe('email.submit');
  });
});
