import { platformCrypto } from '#platform/crypto';
import { fromHex, toHex } from '../platform/bytes.ts';

const KEY_LENGTH = 64;
const PREFIX = 'scrypt';

const parseHash = (hash: string): { salt: Uint8Array; key: Uint8Array } | null => {
  const [prefix, saltHex, keyHex] = hash.split('$');
  if (prefix !== PREFIX || !saltHex || !keyHex) return null;
  const key = fromHex(keyHex);
  const salt = fromHex(saltHex);
  return key?.length === KEY_LENGTH && salt ? { salt, key } : null;
};

const format = (salt: Uint8Array, key: Uint8Array) => `${PREFIX}$${toHex(salt)}$${toHex(key)}`;

/** `scrypt$<salt hex>$<key hex>` with a fresh 16-byte salt, off the event loop (libuv's thread pool in Node). */
export async function hashPasswordAsync(password: string): Promise<string> {
  const salt = platformCrypto.randomBytes(16);
  return format(salt, await platformCrypto.scrypt(password, salt, KEY_LENGTH));
}

/** Constant-time check of a password against a hash, off the event loop; false for a malformed hash. */
export async function verifyPasswordAsync(password: string, hash: string): Promise<boolean> {
  const parsed = parseHash(hash);
  if (!parsed) return false;
  return platformCrypto.timingSafeEqual(
    await platformCrypto.scrypt(password, parsed.salt, KEY_LENGTH),
    parsed.key,
  );
}

/** Synchronous hash (~50 ms on the event loop): only for a shared seed password computed once. */
export function hashPassword(password: string): string {
  const salt = platformCrypto.randomBytes(16);
  return format(salt, platformCrypto.scryptSync(password, salt, KEY_LENGTH));
}

/** Synchronous check, for tests and tools; request handling uses `verifyPasswordAsync`. */
export function verifyPassword(password: string, hash: string): boolean {
  const parsed = parseHash(hash);
  if (!parsed) return false;
  return platformCrypto.timingSafeEqual(
    platformCrypto.scryptSync(password, parsed.salt, KEY_LENGTH),
    parsed.key,
  );
}

let decoy: Promise<string> | undefined;

/**
 * A hash no password matches in practice, checked for an unknown account so that a failed login
 * costs one scrypt whether or not the account exists.
 */
export const decoyHash = (): Promise<string> => {
  decoy ??= hashPasswordAsync(toHex(platformCrypto.randomBytes(32)));
  return decoy;
};
