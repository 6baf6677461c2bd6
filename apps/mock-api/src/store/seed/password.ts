import { scryptSync } from 'node:crypto';
import { SEED_PASSWORD } from './users.ts';

let cached: string | undefined;

/**
 * The seeded accounts' password hash. Deterministic (fixed salt) so two seeds are equal; computed once
 * per process because scrypt is deliberately slow.
 */
export function seedPasswordHash(): string {
  cached ??= `scrypt$6c776c2d73656564$${scryptSync(SEED_PASSWORD, Buffer.from('6c776c2d73656564', 'hex'), 64).toString('hex')}`;
  return cached;
}
