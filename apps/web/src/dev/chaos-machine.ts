/** The dev panel's Chaos section: shows the mock's seeded faults, starts and stops them. */
import { fromRequest } from '@lwl/machines';
import { assign, setup } from 'xstate';
import { type ChaosRequest, type ChaosSettings, chaosControl } from './chaos-control.ts';

export interface ChaosContext {
  settings: ChaosSettings | null;
  error: string | null;
}

export type ChaosEvent = { type: 'start'; settings: ChaosRequest } | { type: 'stop' };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export const chaosMachine = setup({
  types: { context: {} as ChaosContext, events: {} as ChaosEvent },
  actors: {
    load: fromRequest(() => chaosControl.load()),
    change: fromRequest(({ input }: { input: ChaosEvent }) =>
      input.type === 'start' ? chaosControl.start(input.settings) : chaosControl.stop(),
    ),
  },
}).createMachine({
  id: 'devChaos',
  context: { settings: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'load',
        onDone: { target: 'ready', actions: assign({ settings: ({ event }) => event.output, error: null }) },
        onError: { target: 'ready', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    ready: { on: { start: 'changing', stop: 'changing' } },
    changing: {
      invoke: {
        src: 'change',
        input: ({ event }) => event,
        onDone: { target: 'ready', actions: assign({ settings: ({ event }) => event.output, error: null }) },
        onError: { target: 'ready', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
  },
});
