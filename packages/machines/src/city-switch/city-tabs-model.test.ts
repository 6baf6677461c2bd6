import { getShortestPaths, getSimplePaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { indiaPageCityInput, lapPageCityInput } from './city-rules.ts';
import { cityTabsModel } from './city-tabs-model.ts';

type Snap = { value: unknown; context: { city: string; pending: string | null } };
const serializeState = (s: Snap) =>
  `${JSON.stringify(s.value)} ${s.context.city} → ${s.context.pending ?? '-'}`;

function eventsFor(cities: readonly string[]) {
  return [
    ...cities.map((city) => ({ type: 'city.select' as const, city })),
    { type: 'city.settled' as const },
  ];
}

describe('city tabs (graph)', () => {
  it('India page: 4 resting cities and 4 × 3 pending switches', () => {
    const paths = getShortestPaths(cityTabsModel, {
      input: indiaPageCityInput,
      events: eventsFor(indiaPageCityInput.cities),
      serializeState,
    });
    expect(paths).toHaveLength(4 + 4 * 3);
    const resting = paths.filter((p) => p.state.value === 'idle').map((p) => p.state.context.city);
    expect(resting.sort()).toEqual(['Bangalore', 'Delhi', 'Mumbai', 'Others']);
    // Every pending state holds a city other than the shown one.
    for (const p of paths.filter((p) => p.state.value === 'switching')) {
      expect(p.state.context.pending).not.toBe(p.state.context.city);
    }
  });

  it('LAP page: reaching another city always passes through its pending state', () => {
    const paths = getSimplePaths(cityTabsModel, {
      input: lapPageCityInput,
      events: eventsFor(lapPageCityInput.cities),
      serializeState,
      toState: (s) => s.value === 'idle' && s.context.city === 'Bangalore',
    });
    expect(paths.length).toBeGreaterThan(0);
    for (const path of paths) {
      const last = path.steps.at(-1);
      const beforeLast = path.steps.at(-2);
      expect(last?.event.type).toBe('city.settled');
      expect(beforeLast?.state.context.pending).toBe('Bangalore');
    }
    const shortest = getShortestPaths(cityTabsModel, {
      input: lapPageCityInput,
      events: eventsFor(lapPageCityInput.cities),
      serializeState,
    });
    expect(shortest).toHaveLength(3 + 3 * 2);
  });
});
