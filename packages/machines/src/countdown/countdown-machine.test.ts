import { VENTURE_VAULT_COUNTDOWN_TARGET } from '@lwl/schemas';
import { afterAll, describe, expect, it } from 'vitest';
import { trackTransitions } from '../testing/coverage.ts';
import { createTestActor, SimulatedClock } from '../testing/simulated.ts';
import { countdownMachine } from './countdown-machine.ts';

const coverage = trackTransitions(countdownMachine);
afterAll(() => coverage.assertAllTaken());

const target = VENTURE_VAULT_COUNTDOWN_TARGET.getTime();

function startAt(msBefore: number) {
  const clock = new SimulatedClock();
  clock.set(target - msBefore);
  const { actor } = createTestActor(countdownMachine, {
    coverage,
    clock,
    input: { now: () => clock.now(), target },
  });
  return { actor, clock };
}

describe('countdownMachine', () => {
  it('counts down to 4 April 2025 09:00 every second', () => {
    const { actor, clock } = startAt(86_400_000 + 3_000);
    expect(actor.getSnapshot().context.parts).toEqual({
      days: '01',
      hours: '00',
      minutes: '00',
      seconds: '03',
    });
    clock.increment(999);
    expect(actor.getSnapshot().context.parts.seconds).toBe('03');
    clock.increment(1);
    expect(actor.getSnapshot().context.parts.seconds).toBe('02');
    clock.increment(1000);
    expect(actor.getSnapshot().context.parts).toEqual({
      days: '01',
      hours: '00',
      minutes: '00',
      seconds: '01',
    });
    clock.increment(1000);
    expect(actor.getSnapshot().context.parts).toEqual({
      days: '01',
      hours: '00',
      minutes: '00',
      seconds: '00',
    });
    clock.increment(1000);
    expect(actor.getSnapshot().context.parts).toEqual({
      days: '00',
      hours: '23',
      minutes: '59',
      seconds: '59',
    });
    expect(actor.getSnapshot().value).toBe('running');
  });

  it('shows 00 everywhere and stops once the target passes', () => {
    const { actor, clock } = startAt(2_000);
    clock.increment(2_000);
    expect(actor.getSnapshot().value).toBe('finished');
    expect(actor.getSnapshot().context.parts).toEqual({
      days: '00',
      hours: '00',
      minutes: '00',
      seconds: '00',
    });
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('finishes at once when started after the target', () => {
    const { actor } = startAt(-60_000);
    expect(actor.getSnapshot().value).toBe('finished');
    expect(actor.getSnapshot().context.parts.days).toBe('00');
  });

  it('uses the target given in the input', () => {
    const clock = new SimulatedClock();
    clock.set(0);
    const { actor } = createTestActor(countdownMachine, {
      clock,
      input: { now: () => clock.now(), target: 61_000 },
    });
    expect(actor.getSnapshot().context.parts).toEqual({
      days: '00',
      hours: '00',
      minutes: '01',
      seconds: '01',
    });
  });
});
