import { platformCrypto } from '#platform/crypto';
import { fromHex, toHex } from '../../platform/bytes.ts';
import { SEED_PASSWORD } from './users.ts';

let cached: string | undefined;

const SALT_HEX = '6c776c2d73656564';
const SALT = fromHex(SALT_HEX) ?? new Uint8Array();

/**
 * The seeded accounts' password hash. Deterministic (fixed salt) so two seeds are equal; computed once
 * per process because scrypt is deliberately slow.
 */
export function seedPasswordHash(): string {
  cached ??= `scrypt$${SALT_HEX}$${toHex(platformCrypto.scryptSync(SEED_PASSWORD, SALT, 64))}`;
  return cached;
}
