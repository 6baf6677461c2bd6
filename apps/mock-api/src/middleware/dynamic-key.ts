import { acceptedDynamicKeys } from '@lwl/schemas';
import type { Clock } from '../clock/clock.ts';

const HOUR_MS = 3_600_000;

/**
 * Checks the `dynamickey` header: the key of the current or previous UTC hour of the app clock. When
 * `MOCK_NOW` freezes the app clock, a browser still derives the key from its own clock, so the wall
 * clock's two hours are accepted too. Keys are computed once per hour.
 */
export function createKeyCheck(
  phrase: string,
  clock: Clock,
): (header: string | undefined) => Promise<boolean> {
  const cache = new Map<number, Promise<ReadonlySet<string>>>();
  const keysAt = (ms: number) => {
    const hour = Math.floor(ms / HOUR_MS);
    let keys = cache.get(hour);
    if (!keys) {
      if (cache.size > 16) cache.clear();
      keys = acceptedDynamicKeys(new Date(ms), phrase).then((list) => new Set(list));
      cache.set(hour, keys);
    }
    return keys;
  };
  return async (header) => {
    if (!header) return false;
    if ((await keysAt(clock.now().getTime())).has(header)) return true;
    return (await keysAt(Date.now())).has(header);
  };
}
