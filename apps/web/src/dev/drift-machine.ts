/** The dev panel's Drift section: loads what the validating proxy recorded, refreshes, clears. */
import { fromRequest } from '@lwl/machines';
import { assign, setup } from 'xstate';
import { type DriftReport, driftControl } from './drift-control.ts';

export interface DriftContext {
  report: DriftReport | null;
  error: string | null;
}

export type DriftEvent = { type: 'refresh' } | { type: 'clear' };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export const driftMachine = setup({
  types: { context: {} as DriftContext, events: {} as DriftEvent },
  actors: {
    load: fromRequest(() => driftControl.load()),
    clear: fromRequest(() => driftControl.clear()),
  },
}).createMachine({
  id: 'devDrift',
  context: { report: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'load',
        onDone: { target: 'ready', actions: assign({ report: ({ event }) => event.output, error: null }) },
        onError: { target: 'ready', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    ready: { on: { refresh: 'loading', clear: 'clearing' } },
    clearing: {
      invoke: {
        src: 'clear',
        onDone: { target: 'ready', actions: assign({ report: ({ event }) => event.output, error: null }) },
        onError: { target: 'ready', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
  },
});
