import { endpoints } from '@lwl/schemas';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkStore } from '../../src/persistence/check-store.ts';
import { fuzzSize } from '../scale.ts';
import { answerProblem } from './answer-check.ts';
import { confirmationPool } from './confirmations.ts';
import { describeValue, wholeMock } from './fuzz-app.ts';
import { sendFuzzRequest } from './fuzz-request.ts';
import { requestArbitrary, seedFacts } from './request-arbitrary.ts';
import { storeViolations } from './store-invariants.ts';

/** Fixed, so every run sends the same requests; change it to explore other inputs. */
const SEED = 20_250_310;
const { runsPerEndpoint: RUNS_PER_ENDPOINT, minRequests: MIN_REQUESTS } = fuzzSize;

describe('fuzzing every endpoint of the table', () => {
  it('answers 200 or a documented error with a valid body, never 5xx, and keeps the store consistent', async () => {
    const mock = wholeMock();
    const facts = seedFacts(mock.state.store, await confirmationPool(mock, 4));
    const failures: string[] = [];
    let runs = 0;
    let sent = 0;
    let firstInconsistency: string | null = null;

    for (const [index, [operation, def]] of Object.entries(endpoints).entries()) {
      const property = fc.asyncProperty(requestArbitrary(operation, def, facts), async (request) => {
        const response = await sendFuzzRequest(mock, request);
        sent += 1;
        const problem = answerProblem(def, response);
        if (problem !== null) throw new Error(problem);
      });
      const details = await fc.check(property, { seed: SEED + index, numRuns: RUNS_PER_ENDPOINT });
      runs += details.numRuns;
      if (details.failed) {
        const reason = details.errorInstance instanceof Error ? details.errorInstance.message : 'failed';
        failures.push(`${operation}: ${reason}\n  request: ${describeValue(details.counterexample?.[0])}`);
      }
      if (firstInconsistency === null) {
        const violations = storeViolations(mock.state.store, mock.state.sessions.snapshot());
        if (violations.length > 0) firstInconsistency = `after ${operation}: ${violations.join('; ')}`;
      }
    }

    expect(failures).toEqual([]);
    expect(firstInconsistency).toBeNull();
    expect(storeViolations(mock.state.store, mock.state.sessions.snapshot())).toEqual([]);
    // What the mock would write to MOCK_DATA_FILE passes the check a start makes on it.
    const written = checkStore(JSON.parse(JSON.stringify(mock.state.store)));
    expect(written.ok ? 'loads' : written.problem).toBe('loads');
    // ...and loads as it is: no field of any record is lost on the way.
    expect(written.ok && written.store).toEqual(mock.state.store);
    expect(mock.log.errors.map((e) => e.line)).toEqual([]);
    expect(runs).toBe(Object.keys(endpoints).length * RUNS_PER_ENDPOINT);
    expect(sent).toBeGreaterThanOrEqual(MIN_REQUESTS);
    // The run did buy things: the success paths were reached, not only the refusals.
    expect(mock.state.store.orders.length).toBeGreaterThan(20);
    expect(mock.state.store.orders.some((o) => o.status === 'paid')).toBe(true);
  }, 180_000);
});
