import { hmac } from '@noble/hashes/hmac.js';
import { scrypt, scryptAsync } from '@noble/hashes/scrypt.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { type PlatformCrypto, SCRYPT_COST } from './platform-crypto.ts';

const utf8 = new TextEncoder();
const bytes = (data: string | Uint8Array) => (typeof data === 'string' ? utf8.encode(data) : data);

/** Web Crypto fills at most 65,536 bytes per call. */
const CHUNK = 65_536;

/** The browser's implementation (a service worker has no node:crypto): Web Crypto and @noble/hashes. */
export const platformCrypto: PlatformCrypto = {
  randomBytes: (length) => {
    const out = new Uint8Array(length);
    for (let at = 0; at < length; at += CHUNK) crypto.getRandomValues(out.subarray(at, at + CHUNK));
    return out;
  },
  sha256: (data) => sha256(bytes(data)),
  hmacSha256: (key, message) => hmac(sha256, bytes(key), bytes(message)),
  scrypt: (password, salt, keyLength) => scryptAsync(password, salt, { ...SCRYPT_COST, dkLen: keyLength }),
  scryptSync: (password, salt, keyLength) => scrypt(password, salt, { ...SCRYPT_COST, dkLen: keyLength }),
  timingSafeEqual: (a, b) => {
    if (a.length !== b.length) throw new RangeError('timingSafeEqual: the inputs differ in length');
    let difference = 0;
    for (let i = 0; i < a.length; i++) difference |= (a[i] ?? 0) ^ (b[i] ?? 0);
    return difference === 0;
  },
};
