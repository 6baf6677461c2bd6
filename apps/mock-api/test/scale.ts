/**
 * How big the mock's slow tests run, read once from `LWL_TEST_SCALE`: `quick` (the default, in
 * `npm test`) proves each property with the smallest sizes that still exercise it; `full`
 * (`npm run test:slow`) runs the sizes these tests had before they had a quick size.
 */
const value = process.env.LWL_TEST_SCALE || 'quick';
if (value !== 'quick' && value !== 'full')
  throw new Error(`LWL_TEST_SCALE is 'quick' (the default) or 'full', not '${value}'`);
const full = value === 'full';

/** Mock processes killed side by side (lanes), and kills in each, one after another. */
export const killLoopSize = full ? { lanes: 5, killsPerLane: 10 } : { lanes: 2, killsPerLane: 4 };

/** Requests answered before the SIGTERM whose lines must all be written (a batch is 8 kB, ~300 lines). */
export const requestLogSize = { requests: full ? 500 : 200 };

/**
 * Generated requests per table operation (the same seed: a quick run sends the first of a full run's),
 * and how many must have reached the mock.
 */
export const fuzzSize = full
  ? { runsPerEndpoint: 80, minRequests: 2000 }
  : { runsPerEndpoint: 20, minRequests: 500 };

/**
 * The in-test soak: quick stops at a count, which a loaded machine reaches later rather than never
 * (the test asks for more than 100 requests); full sends for 12 s whatever the count.
 */
export const soakSize: { seconds: number; requests?: number } = full
  ? { seconds: 12 }
  : { seconds: 12, requests: 400 };

/** Login failures before 429, sessions kept per user, and login timings compared (each a scrypt). */
export const authLimitsSize = full
  ? { loginFailures: 10, sessionsPerUser: 10, timingSamples: 6 }
  : { loginFailures: 3, sessionsPerUser: 3, timingSamples: 4 };

/**
 * The record floods of test/hardening/bounds.test.ts: applications from one member, enquiries from
 * one client (each kind from a remote address and from loopback, the latter under distinct e-mail
 * addresses), and concurrent orders from one buyer.
 */
export const floodSize = full
  ? { applications: 500, enquiries: 5000, concurrentOrders: 200 }
  : { applications: 60, enquiries: 400, concurrentOrders: 60 };

/** Stores generated for the save + load round trip, and the most purchases and refunds in each. */
export const roundTripSize = full ? { runs: 60, maxActions: 30 } : { runs: 12, maxActions: 12 };

/** Restarts of the real server on one state file, and purchases between two restarts. */
export const restartSize = full ? { restarts: 60, purchasesEach: 3 } : { restarts: 20, purchasesEach: 1 };
