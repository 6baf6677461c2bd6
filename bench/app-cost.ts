/**
 * How much of the mock's per-request time is the application itself: `app.fetch` called in-process
 * (no socket, no node-server adapter) for each benchmarked request, on the server's core. Measured in
 * CPU time of the process (not wall time), so other load on the machine hardly changes it.
 * `taskset -c 1 node --import tsx bench/app-cost.ts` prints one JSON object: CPU µs per request by target.
 */
import { parseEnv } from '../apps/mock-api/src/env.ts';
import { createMockApi } from '../apps/mock-api/src/mock-api.ts';
import { requestHeaders, targets } from './api-targets.ts';

const WARMUP = 2_000;
const MEASURE_MS = 2_000;

const { app } = createMockApi({ env: parseEnv({ MOCK_LOG: '0', NODE_ENV: 'production' }) });

const costs: Record<string, number> = {};
for (const target of targets) {
  const headers = await requestHeaders(target);
  const once = async () => {
    const response = await app.fetch(
      new Request(`http://localhost${target.path}`, { method: target.method, headers, body: target.body }),
    );
    if (response.status !== target.expectedStatus) {
      throw new Error(`${target.label} answered ${response.status} in-process`);
    }
    await response.arrayBuffer();
  };
  for (let i = 0; i < WARMUP; i++) await once();
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  let count = 0;
  while (performance.now() - started < MEASURE_MS) {
    await once();
    count++;
  }
  const cpu = process.cpuUsage(cpuBefore);
  costs[target.id] = (cpu.user + cpu.system) / count;
}
process.stdout.write(`${JSON.stringify(costs)}\n`);
