import { acceptedDynamicKeys, utcHourStamp } from '@lwl/schemas';
import type { Clock } from '../clock/clock.ts';

/**
 * Checks the `dynamickey` header: the key of the current or previous UTC hour of the app clock. When
 * `MOCK_NOW` freezes the app clock, a browser still derives the key from its own clock, so the wall
 * clock's two hours are accepted too. Keys are computed once per hour.
 */
export function createKeyCheck(
  phrase: string,
  clock: Clock,
): (header: string | undefined) => Promise<boolean> {
  const cache = new Map<string, Promise<string[]>>();
  const keysAt = (at: Date) => {
    const stamp = utcHourStamp(at);
    let keys = cache.get(stamp);
    if (!keys) {
      if (cache.size > 16) cache.clear();
      keys = acceptedDynamicKeys(at, phrase);
      cache.set(stamp, keys);
    }
    return keys;
  };
  return async (header) => {
    if (!header) return false;
    const [app, wall] = await Promise.all([keysAt(clock.now()), keysAt(new Date())]);
    return app.includes(header) || wall.includes(header);
  };
}
