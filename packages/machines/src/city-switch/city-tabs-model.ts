import { assign, setup } from 'xstate';
import {
  type CitySwitchContext,
  type CitySwitchInput,
  canSelectCity,
  initialCityContext,
} from './city-rules.ts';

/**
 * `citySwitchMachine` without its timer, for path enumeration with @xstate/graph (which refuses
 * `after`): the 800 ms delay is the explicit event `city.settled`. Same guard and assignments.
 */
export const cityTabsModel = setup({
  types: {} as {
    context: CitySwitchContext;
    events: { type: 'city.select'; city: string } | { type: 'city.settled' };
    input: CitySwitchInput;
  },
  guards: {
    canSelect: ({ context, event }) => event.type === 'city.select' && canSelectCity(context, event.city),
  },
}).createMachine({
  id: 'cityTabs',
  context: ({ input }) => initialCityContext(input),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'city.select': {
          guard: 'canSelect',
          target: 'switching',
          actions: assign({ pending: ({ event }) => event.city }),
        },
      },
    },
    switching: {
      on: {
        'city.settled': {
          target: 'idle',
          actions: assign(({ context }) => ({ city: context.pending ?? context.city, pending: null })),
        },
      },
    },
  },
});
