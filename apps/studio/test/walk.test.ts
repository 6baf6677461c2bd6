import { machineCatalog } from '@lwl/machines/catalog';
import { describe, expect, it } from 'vitest';
import { unreachedFinals, walkChart } from '../src/guide/walk.ts';
import { allStates, type ChartState, chartModel } from '../src/model/chart-model.ts';
import { switchable } from '../src/simulation/simulate.ts';

// Every chart the studio shows (a shared chart once), straight from the machines: none is named here.
const charts = [...new Map(machineCatalog().map((e) => [e.chart.machine.id, e.chart.machine])).values()];

/** A state left at once by an unguarded eventless transition: never a place to stop in. */
const passedThrough = (state: ChartState) => state.transitions.some((t) => t.kind === 'always' && !t.guard);

describe('a product manager walks every chart by its buttons alone', () => {
  it('walks every chart the studio lists', () => {
    expect(charts.length).toBeGreaterThan(15);
  });

  for (const machine of charts) {
    it(`${machine.id}: every final state, and every state that waits, is reached; no ready choice is refused`, () => {
      const model = chartModel(machine);
      const result = walkChart(switchable(machine), machine.id, model);
      expect(unreachedFinals(model, result)).toEqual([]);
      expect(
        allStates(model)
          .filter((s) => s.path !== '' && !passedThrough(s) && !result.routes.has(s.path))
          .map((s) => s.path),
      ).toEqual([]);
      expect(result.refused).toEqual([]);
    });
  }
});
