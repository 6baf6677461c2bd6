import { TIMING_MS } from '@lwl/schemas';
import { assign, setup } from 'xstate';
import { notProvided } from '../shared/effects.ts';
import {
  type CitySwitchContext,
  type CitySwitchInput,
  canSelectCity,
  initialCityContext,
} from './city-rules.ts';

export type CitySwitchEvent = { type: 'city.select'; city: string };

/**
 * City tabs of the newer India page and the Limited Access Pass page (docs/product-rules.md, "Membership
 * offering"):
 * choosing another city keeps it pending for 800 ms (tabs disabled, spinner on it), then the city
 * switches and the page scrolls to the top (action `scrollToTop`, supplied by the app).
 * Choosing the current city, or any city while pending, does nothing.
 */
export const citySwitchMachine = setup({
  types: {} as { context: CitySwitchContext; events: CitySwitchEvent; input: CitySwitchInput },
  guards: {
    isSelectableCity: ({ context, event }) => canSelectCity(context, event.city),
  },
  actions: {
    storePendingCity: assign({ pending: ({ event }) => event.city }),
    applyPendingCity: assign(({ context }) => ({ city: context.pending ?? context.city, pending: null })),
    scrollToTop: () => notProvided('citySwitch', 'scrollToTop'),
  },
  delays: { citySwitch: TIMING_MS.citySwitch },
}).createMachine({
  id: 'citySwitch',
  description: "A visitor switches the membership page's city and sees its prices",
  context: ({ input }) => initialCityContext(input),
  initial: 'idle',
  states: {
    idle: {
      description: "Showing the chosen city's page; another city can be picked",
      on: {
        'city.select': {
          description: 'She picks another city',
          guard: 'isSelectableCity',
          target: 'switching',
          actions: 'storePendingCity',
        },
      },
    },
    switching: {
      description: "Briefly showing the switch before the new city's page appears",
      after: {
        citySwitch: {
          description: "The short pause ends: the new city's page shows",
          target: 'idle',
          actions: ['applyPendingCity', 'scrollToTop'],
        },
      },
    },
  },
});
