import { platformCrypto } from '#platform/crypto';

/** A uniform integer in [min, max) from the platform's random bytes (rejection sampling, as node:crypto's randomInt). */
export function randomInt(min: number, max?: number): number {
  const [low, high] = max === undefined ? [0, min] : [min, max];
  const range = high - low;
  if (!Number.isSafeInteger(range) || range <= 0 || range > 2 ** 48)
    throw new RangeError(`randomInt: bad range [${low}, ${high})`);
  const limit = 2 ** 48 - (2 ** 48 % range);
  for (;;) {
    let value = 0;
    for (const byte of platformCrypto.randomBytes(6)) value = value * 256 + byte;
    if (value < limit) return low + (value % range);
  }
}
