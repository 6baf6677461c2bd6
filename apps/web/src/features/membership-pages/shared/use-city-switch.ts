/** The city tabs' machine (800 ms pending switch) with the browser's scroll to the top. */
import { type CitySwitchInput, citySwitchMachine, cityTabs } from '@lwl/machines';
import { useMachine } from '@xstate/react';
import { actorOptions } from '../../../lib/inspect.ts';

const scrollToTop = () => {
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
};

export function useCitySwitch(input: CitySwitchInput) {
  const [snapshot, send] = useMachine(citySwitchMachine.provide({ actions: { scrollToTop } }), {
    ...actorOptions(),
    input,
  });
  const { city, pending } = snapshot.context;
  return {
    city,
    pending,
    tabs: cityTabs(snapshot.context),
    select: (next: string) => send({ type: 'city.select', city: next }),
  };
}

/** Narrows the machine's city (a string) to one of a page's cities. */
export function asCity<const T extends readonly string[]>(
  cities: T,
  city: string,
  fallback: T[number],
): T[number] {
  return cities.find((c) => c === city) ?? fallback;
}
