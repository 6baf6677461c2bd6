import { api, testApp } from './client.ts';
import {
  isTestStore,
  type TestStore,
  type TestTable,
  testHandlers,
  testSeed,
  testTable,
} from './test-table.ts';

/** A test app over the small test table, with its client. */
export function infraApp(options: { env?: Record<string, string>; store?: TestStore } = {}) {
  const mock = testApp<TestTable, TestStore>({
    table: testTable,
    handlers: testHandlers,
    seed: testSeed,
    checkStore: (value: unknown) =>
      isTestStore(value) ? { ok: true, store: value } : { ok: false, problem: 'not a test store' },
    ...options,
  });
  return { mock, client: api(mock) };
}
