import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 64;
const PREFIX = 'scrypt';

/** `scrypt$<salt hex>$<key hex>` with a fresh 16-byte salt. Synchronous (~50 ms): hash a shared seed password once. */
export function hashPassword(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, KEY_LENGTH);
  return `${PREFIX}$${salt.toString('hex')}$${key.toString('hex')}`;
}

/** Constant-time check of a password against a `hashPassword` result; false for any malformed hash. */
export function verifyPassword(password: string, hash: string): boolean {
  const [prefix, saltHex, keyHex] = hash.split('$');
  if (prefix !== PREFIX || !saltHex || !keyHex) return false;
  const expected = Buffer.from(keyHex, 'hex');
  if (expected.length !== KEY_LENGTH) return false;
  const actual = scryptSync(password, Buffer.from(saltHex, 'hex'), KEY_LENGTH);
  return timingSafeEqual(actual, expected);
}
