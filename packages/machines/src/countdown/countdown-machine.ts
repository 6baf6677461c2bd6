import { TIMING_MS } from '@lwl/schemas';
import { assign, setup } from 'xstate';
import { type CountdownParts, countdownParts, isPast } from './countdown-parts.ts';

export interface CountdownInput {
  /** The app's clock (`Date.now` in the browser, the SimulatedClock's `now` in tests). */
  now: () => number;
  /** Epoch milliseconds: the start of the edition the page shows (from the server). */
  target: number;
}

export interface CountdownContext {
  now: () => number;
  target: number;
  parts: CountdownParts;
}

/**
 * Venture Vault countdown (docs/product-rules.md, "Venture Vault"): days, hours, minutes and seconds to
 * the target,
 * refreshed every 1000 ms by an `after` delay, all '00' once past (then it stops).
 */
export const countdownMachine = setup({
  types: {} as { context: CountdownContext; input: CountdownInput },
  guards: {
    isPast: ({ context }) => isPast(context.now(), context.target),
  },
  actions: {
    tick: assign({ parts: ({ context }) => countdownParts(context.now(), context.target) }),
  },
  delays: { tick: TIMING_MS.countdownTick },
}).createMachine({
  id: 'countdown',
  description: "The countdown to Venture Vault's next edition",
  context: ({ input }) => {
    const { target } = input;
    return { now: input.now, target, parts: countdownParts(input.now(), target) };
  },
  initial: 'running',
  states: {
    running: {
      description: 'Counting down to the edition, refreshed every second',
      always: {
        description: "The edition's start has passed: the countdown stops at 00",
        guard: 'isPast',
        target: 'finished',
        actions: 'tick',
      },
      after: {
        tick: {
          description: 'A second passes: the figures update',
          target: 'running',
          reenter: true,
          actions: 'tick',
        },
      },
    },
    finished: { description: 'The edition has started: every figure shows 00', type: 'final' },
  },
});
