import { fromRequest } from '@lwl/machines';
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { DriftReport } from './drift-control.ts';
import { driftMachine } from './drift-machine.ts';

const report = (drifts: number): DriftReport => ({
  upstream: 'http://localhost:8000/api/',
  fallback: true,
  totals: { calls: 3, drifts, fallbacks: 1 },
  drifts: Array.from({ length: drifts }, (_, i) => ({
    at: `2026-01-01T00:00:0${i}Z`,
    operation: 'GET mentors',
    side: 'response' as const,
    status: 200,
    path: `data.${i}.id`,
    expected: 'number',
    received: '"1"',
  })),
});

describe('the dev panel drift machine', () => {
  it('loads the report, refreshes it, clears it, and keeps an error to show', async () => {
    let loads = 0;
    let failNext = false;
    const actor = createActor(
      driftMachine.provide({
        actors: {
          load: fromRequest(async () => {
            loads += 1;
            if (failNext) throw new Error('/__mock/drift answered 500');
            return report(loads);
          }),
          clear: fromRequest(async () => report(0)),
        },
      }),
    ).start();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.report?.drifts).toHaveLength(1);
    actor.send({ type: 'refresh' });
    await waitFor(actor, (s) => s.matches('ready') && loads === 2);
    expect(actor.getSnapshot().context.report?.totals.drifts).toBe(2);
    actor.send({ type: 'clear' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.report?.drifts.length === 0);
    failNext = true;
    actor.send({ type: 'refresh' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.error !== null);
    expect(actor.getSnapshot().context).toMatchObject({ error: '/__mock/drift answered 500' });
    expect(actor.getSnapshot().context.report?.drifts).toEqual([]);
  });
});
