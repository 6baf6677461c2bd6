import { createHash, createHmac, randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';
import { type PlatformCrypto, SCRYPT_COST } from './platform-crypto.ts';

const options = { N: SCRYPT_COST.N, r: SCRYPT_COST.r, p: SCRYPT_COST.p };

/** Node's implementation: node:crypto, its scrypt on libuv's thread pool. */
export const platformCrypto: PlatformCrypto = {
  randomBytes: (length) => new Uint8Array(randomBytes(length)),
  sha256: (data) => new Uint8Array(createHash('sha256').update(data).digest()),
  hmacSha256: (key, message) => new Uint8Array(createHmac('sha256', key).update(message).digest()),
  scrypt: (password, salt, keyLength) =>
    new Promise((resolve, reject) =>
      scrypt(password, salt, keyLength, options, (error, key) =>
        error ? reject(error) : resolve(new Uint8Array(key)),
      ),
    ),
  scryptSync: (password, salt, keyLength) => new Uint8Array(scryptSync(password, salt, keyLength, options)),
  timingSafeEqual: (a, b) => timingSafeEqual(a, b),
};
