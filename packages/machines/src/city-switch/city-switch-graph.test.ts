/**
 * Path enumeration (@xstate/graph) on the real `citySwitchMachine`. The graph walks the machine's
 * own `transition()` and never runs a timer, so the 800 ms switch is walked as the delayed event
 * the machine schedules (`xstate.after.citySwitch...`), sent like any other event. The walk
 * resolves transitions without running their effects: the app's `scrollToTop`, left unprovided
 * (its default throws), is never called.
 */
import { getShortestPaths, getSimplePaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { type CitySwitchInput, indiaPageCityInput, lapPageCityInput } from './city-rules.ts';
import { type CitySwitchEvent, citySwitchMachine } from './city-switch-machine.ts';

/**
 * The event the machine schedules for the end of the switch delay. It is not among the events the
 * app sends (the machine's event type), hence the cast for the walk's event list.
 */
const SWITCH_DONE = { type: 'xstate.after.citySwitch.citySwitch.switching' } as const;
const switchDone = SWITCH_DONE as unknown as CitySwitchEvent;

type Snap = { value: unknown; context: { city: string; pending: string | null } };
const serializeState = (s: Snap) =>
  `${JSON.stringify(s.value)} ${s.context.city} → ${s.context.pending ?? '-'}`;

const walk = (input: CitySwitchInput) => ({
  input,
  events: [...input.cities.map((city): CitySwitchEvent => ({ type: 'city.select', city })), switchDone],
  serializeState,
});

describe('city switch (graph, real machine)', () => {
  it('the delay event the walk sends is the one the machine waits on', () => {
    const delayed = citySwitchMachine.root.states.switching?.transitions.get(SWITCH_DONE.type);
    expect(delayed?.[0]?.target?.[0]?.key).toBe('idle');
  });

  it('India page: 4 resting cities and 4 × 3 pending switches', () => {
    const paths = getShortestPaths(citySwitchMachine, walk(indiaPageCityInput));
    expect(paths).toHaveLength(4 + 4 * 3);
    const resting = paths.filter((p) => p.state.value === 'idle').map((p) => p.state.context.city);
    expect(resting.sort()).toEqual(['Bangalore', 'Delhi', 'Mumbai', 'Others']);
    // Every pending state holds a city other than the shown one.
    for (const p of paths.filter((p) => p.state.value === 'switching')) {
      expect(p.state.context.pending).not.toBe(p.state.context.city);
    }
  });

  it('LAP page: reaching another city always passes through its pending state', () => {
    const paths = getSimplePaths(citySwitchMachine, {
      ...walk(lapPageCityInput),
      toState: (s) => s.value === 'idle' && s.context.city === 'Bangalore',
    });
    expect(paths.length).toBeGreaterThan(0);
    for (const path of paths) {
      const last = path.steps.at(-1);
      const beforeLast = path.steps.at(-2);
      expect(last?.event.type).toBe(SWITCH_DONE.type);
      expect(beforeLast?.state.context.pending).toBe('Bangalore');
    }
    expect(getShortestPaths(citySwitchMachine, walk(lapPageCityInput))).toHaveLength(3 + 3 * 2);
  });
});
