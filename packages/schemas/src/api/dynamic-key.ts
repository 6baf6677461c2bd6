/** Default phrase of the `dynamickey` header (docs/decisions/0002); the mock reads `DYNAMIC_KEY_PHRASE`. */
export const DEFAULT_DYNAMIC_KEY_PHRASE = 'lwl-dev-phrase';
export const DYNAMIC_KEY_HEADER = 'dynamickey';

/** `YYYY-MM-DDTHH` of the given instant in UTC, zero-padded. */
export function utcHourStamp(at: Date): string {
  return at.toISOString().slice(0, 13);
}

/**
 * The `dynamickey` header value: lowercase hex SHA-256 of `YYYY-MM-DDTHH:phrase` for the current UTC
 * hour. Obfuscation, not security (the bearer token is the boundary). Uses Web Crypto, so the same
 * function runs in the browser and in Node.
 */
export async function dynamicKey(at: Date, phrase: string = DEFAULT_DYNAMIC_KEY_PHRASE): Promise<string> {
  const bytes = new TextEncoder().encode(`${utcHourStamp(at)}:${phrase}`);
  const digest = await globalThis.crypto.subtle.digest('SHA-256', bytes);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Keys the server accepts at `at`: the current and the previous UTC hour. */
export async function acceptedDynamicKeys(at: Date, phrase?: string): Promise<string[]> {
  const previous = new Date(at.getTime() - 3_600_000);
  return Promise.all([dynamicKey(at, phrase), dynamicKey(previous, phrase)]);
}
