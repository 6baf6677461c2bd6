import type { CounterName, Store } from './store.ts';

/** The next id of a record kind (counters survive persistence, so ids never repeat). */
export function nextId(store: Store, counter: CounterName): number {
  store.counters[counter] += 1;
  return store.counters[counter];
}
