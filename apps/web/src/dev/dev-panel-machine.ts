/** The development panel: loads the outbox and the forced scenarios, sets and clears scenarios. */
import { fromRequest } from '@lwl/machines';
import { assign, setup } from 'xstate';
import { mockControl, type OutboxMessage, type ScenarioMap } from './mock-control.ts';

export interface DevPanelContext {
  outbox: OutboxMessage[];
  scenarios: ScenarioMap;
  error: string | null;
}

export type DevPanelEvent =
  | { type: 'refresh' }
  | { type: 'scenario.set'; operation: string; status: number }
  | { type: 'scenarios.clear' };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export const devPanelMachine = setup({
  types: { context: {} as DevPanelContext, events: {} as DevPanelEvent },
  actors: {
    load: fromRequest(async () => {
      const [outbox, scenarios] = await Promise.all([mockControl.outbox(), mockControl.scenarios()]);
      return { outbox, scenarios };
    }),
    change: fromRequest(async ({ input }: { input: DevPanelEvent }) => {
      if (input.type === 'scenario.set') return mockControl.setScenario(input.operation, input.status);
      return mockControl.clearScenarios();
    }),
  },
}).createMachine({
  id: 'devPanel',
  context: { outbox: [], scenarios: {}, error: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'load',
        onDone: { target: 'ready', actions: assign(({ event }) => ({ ...event.output, error: null })) },
        onError: { target: 'ready', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    ready: {
      on: {
        refresh: 'loading',
        'scenario.set': 'changing',
        'scenarios.clear': 'changing',
      },
    },
    changing: {
      invoke: {
        src: 'change',
        input: ({ event }) => event,
        onDone: { target: 'loading' },
        onError: { target: 'ready', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
  },
});
