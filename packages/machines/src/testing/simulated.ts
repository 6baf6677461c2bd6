/**
 * Test actor set-up: a machine with fake implementations, a SimulatedClock for its timers and,
 * optionally, a coverage tracker.
 *
 * ```ts
 * const { actor, clock } = createTestActor(cityMachine, {
 *   provide: { actions: { scrollToTop } },
 *   input: { cities: ['Delhi', 'Mumbai'] },
 *   coverage,
 * });
 * actor.send({ type: 'city.select', city: 'Mumbai' });
 * clock.increment(800);
 * ```
 */
import { type Actor, type AnyStateMachine, createActor, type InputFrom, SimulatedClock } from 'xstate';
import type { TransitionCoverage } from './coverage.ts';

export { SimulatedClock };

export interface TestActorOptions<TMachine extends AnyStateMachine> {
  /** Implementations handed to `machine.provide(...)`: actors, actions, guards, delays. */
  provide?: Parameters<TMachine['provide']>[0];
  input?: InputFrom<TMachine>;
  coverage?: TransitionCoverage;
  clock?: SimulatedClock;
  /** Start the actor (default true). */
  start?: boolean;
}

export function createTestActor<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: TestActorOptions<TMachine> = {},
): { actor: Actor<TMachine>; clock: SimulatedClock } {
  const clock = options.clock ?? new SimulatedClock();
  const logic = (options.provide ? machine.provide(options.provide) : machine) as TMachine;
  const actor = createActor(logic, {
    clock,
    ...(options.coverage ? { inspect: options.coverage.inspect } : {}),
    ...(options.input !== undefined ? { input: options.input } : {}),
  } as Parameters<typeof createActor<TMachine>>[1]);
  if (options.start !== false) actor.start();
  return { actor, clock };
}
