/**
 * What the mock needs of cryptography, behind one seam so the same handlers run in Node and in a
 * browser's service worker. `#platform/crypto` resolves to Node's implementation (node:crypto) or, for
 * a bundle built with the `browser` condition, to the browser's (Web Crypto's random numbers and
 * @noble/hashes, because Web Crypto's digests are asynchronous and these calls are not).
 * Both are checked against each other by `platform-crypto.test.ts`.
 */
export interface PlatformCrypto {
  /** Cryptographically strong random bytes. */
  randomBytes(length: number): Uint8Array;
  sha256(data: string | Uint8Array): Uint8Array;
  hmacSha256(key: string, message: string): Uint8Array;
  /** scrypt with Node's defaults (N = 16384, r = 8, p = 1), off the caller's turn where the platform can. */
  scrypt(password: string, salt: Uint8Array, keyLength: number): Promise<Uint8Array>;
  scryptSync(password: string, salt: Uint8Array, keyLength: number): Uint8Array;
  /** Equal bytes, compared in a time that does not depend on where they differ (lengths must match). */
  timingSafeEqual(a: Uint8Array, b: Uint8Array): boolean;
}

export const SCRYPT_COST = { N: 16384, r: 8, p: 1 } as const;
