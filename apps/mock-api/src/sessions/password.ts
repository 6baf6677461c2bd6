import { randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 64;
const PREFIX = 'scrypt';

const scryptAsync = (password: string, salt: Buffer) =>
  new Promise<Buffer>((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, (error, key) => (error ? reject(error) : resolve(key)));
  });

const parseHash = (hash: string): { salt: Buffer; key: Buffer } | null => {
  const [prefix, saltHex, keyHex] = hash.split('$');
  if (prefix !== PREFIX || !saltHex || !keyHex) return null;
  const key = Buffer.from(keyHex, 'hex');
  return key.length === KEY_LENGTH ? { salt: Buffer.from(saltHex, 'hex'), key } : null;
};

/** `scrypt$<salt hex>$<key hex>` with a fresh 16-byte salt, off the event loop (libuv's thread pool). */
export async function hashPasswordAsync(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt);
  return `${PREFIX}$${salt.toString('hex')}$${key.toString('hex')}`;
}

/** Constant-time check of a password against a hash, off the event loop; false for a malformed hash. */
export async function verifyPasswordAsync(password: string, hash: string): Promise<boolean> {
  const parsed = parseHash(hash);
  if (!parsed) return false;
  return timingSafeEqual(await scryptAsync(password, parsed.salt), parsed.key);
}

/** Synchronous hash (~50 ms on the event loop): only for a shared seed password computed once. */
export function hashPassword(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, KEY_LENGTH);
  return `${PREFIX}$${salt.toString('hex')}$${key.toString('hex')}`;
}

/** Synchronous check, for tests and tools; request handling uses `verifyPasswordAsync`. */
export function verifyPassword(password: string, hash: string): boolean {
  const parsed = parseHash(hash);
  if (!parsed) return false;
  return timingSafeEqual(scryptSync(password, parsed.salt, KEY_LENGTH), parsed.key);
}

let decoy: Promise<string> | undefined;

/**
 * A hash no password matches in practice, checked for an unknown account so that a failed login
 * costs one scrypt whether or not the account exists.
 */
export const decoyHash = (): Promise<string> => {
  decoy ??= hashPasswordAsync(randomBytes(32).toString('hex'));
  return decoy;
};
