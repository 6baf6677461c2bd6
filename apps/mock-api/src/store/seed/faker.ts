import { base, en, en_IN, Faker } from '@faker-js/faker';

/** The fixed seed: every start generates the same data. */
const SEED = 20250404;

/** A private faker instance seeded with `SEED`, its relative dates anchored at `now`. */
export function createSeedFaker(now: Date): Faker {
  const faker = new Faker({ locale: [en_IN, en, base] });
  faker.seed(SEED);
  faker.setDefaultRefDate(now);
  return faker;
}
