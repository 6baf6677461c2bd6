import type { OutboxMessage, SessionsSnapshot, Store } from '@lwl/mock-api/browser';
import { createStore, get, set } from 'idb-keyval';

/** A visitor's world, as the service worker keeps it between its runs (the browser stops idle workers). */
export interface SavedWorld {
  version: 1;
  store: Store;
  sessions: SessionsSnapshot;
  outbox: OutboxMessage[];
}

const KEY = 'world';

/** One IndexedDB database per origin and browser profile: each visitor has her own world. */
const database = () => createStore('lwl-review-mock', 'world');

export async function loadWorld(): Promise<SavedWorld | undefined> {
  const saved = await get<SavedWorld>(KEY, database());
  return saved?.version === 1 ? saved : undefined;
}

export const saveWorld = (world: SavedWorld): Promise<void> => set(KEY, world, database());
