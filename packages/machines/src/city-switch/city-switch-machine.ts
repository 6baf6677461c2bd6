import { TIMING_MS } from '@lwl/schemas';
import { assign, setup } from 'xstate';
import {
  type CitySwitchContext,
  type CitySwitchInput,
  canSelectCity,
  initialCityContext,
} from './city-rules.ts';

export type CitySwitchEvent = { type: 'city.select'; city: string };

/**
 * City tabs of the newer India page and the Limited Access Pass page (membership.md §2, §4):
 * choosing another city keeps it pending for 800 ms (tabs disabled, spinner on it), then the city
 * switches and the page scrolls to the top (action `scrollToTop`, supplied by the app).
 * Choosing the current city, or any city while pending, does nothing.
 */
export const citySwitchMachine = setup({
  types: {} as { context: CitySwitchContext; events: CitySwitchEvent; input: CitySwitchInput },
  guards: {
    canSelect: ({ context, event }) => canSelectCity(context, event.city),
  },
  actions: {
    choose: assign({ pending: ({ event }) => event.city }),
    settle: assign(({ context }) => ({ city: context.pending ?? context.city, pending: null })),
    scrollToTop: () => {},
  },
  delays: { citySwitch: TIMING_MS.citySwitch },
}).createMachine({
  id: 'citySwitch',
  context: ({ input }) => initialCityContext(input),
  initial: 'idle',
  states: {
    idle: {
      on: { 'city.select': { guard: 'canSelect', target: 'switching', actions: 'choose' } },
    },
    switching: {
      after: { citySwitch: { target: 'idle', actions: ['settle', 'scrollToTop'] } },
    },
  },
});
