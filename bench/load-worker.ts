/**
 * The load generator, started pinned to its own core (`taskset -c 0 node --import tsx load-worker.ts
 * <plan.json>`): runs each planned autocannon run in order, with a fresh `dynamickey` per run, and
 * prints one JSON line per run.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { requestHeaders, type Target } from './api-targets.ts';

/** The mock, the same stack answering constant bytes (floor), and bare `node:http`. */
export type ServerId = 'mock' | 'floor' | 'bare';

export interface PlannedRun {
  /** A `ServerId`, or a server of the request-log and peers sections (bench/beside.ts). */
  server: string;
  /** The server's process, whose CPU time is read around the run. */
  serverPid: number;
  origin: string;
  target: Target;
  expectBody: string;
  durationS: number;
  connections: number;
  warmup: boolean;
}

export interface RunResult {
  server: PlannedRun['server'];
  targetId: string;
  warmup: boolean;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  completed: number;
  /** CPU time (all threads) the server spent per answered request: hardly affected by other load. */
  serverCpuUsPerRequest: number;
  statusCounts: Record<string, number>;
  /** Answers with another status or another body, errors and timeouts: a run with any is invalid. */
  unexpected: number;
}

const CLOCK_TICKS_PER_S = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

/** User + system CPU time of a process, all threads, in µs (/proc/<pid>/stat fields 14 and 15). */
function cpuUs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name, which is in parentheses and may contain spaces.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks / CLOCK_TICKS_PER_S) * 1e6;
}

async function measure(run: PlannedRun): Promise<RunResult> {
  const cpuBefore = cpuUs(run.serverPid);
  const result = await autocannon({
    url: `${run.origin}${run.target.path}`,
    method: run.target.method,
    headers: await requestHeaders(run.target),
    body: run.target.body,
    expectBody: run.expectBody,
    connections: run.connections,
    duration: run.durationS,
  });
  const serverCpu = cpuUs(run.serverPid) - cpuBefore;
  const statusCounts = Object.fromEntries(
    Object.entries(result.statusCodeStats).map(([status, stats]) => [status, stats.count]),
  );
  const otherStatuses = Object.entries(statusCounts)
    .filter(([status]) => Number(status) !== run.target.expectedStatus)
    .reduce((sum, [, count]) => sum + count, 0);
  return {
    server: run.server,
    targetId: run.target.id,
    warmup: run.warmup,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    completed: result.latency.totalCount,
    serverCpuUsPerRequest: serverCpu / Math.max(1, result.latency.totalCount),
    statusCounts,
    // A wrong status usually has a wrong body too; count each answer once.
    unexpected: Math.max(otherStatuses, result.mismatches) + result.errors + result.timeouts,
  };
}

const planFile = process.argv[2];
if (!planFile) throw new Error('usage: load-worker.ts <plan.json>');
const plan = JSON.parse(readFileSync(planFile, 'utf8')) as PlannedRun[];
for (const run of plan) {
  const result = await measure(run);
  process.stdout.write(`${JSON.stringify(result)}\n`);
  process.stderr.write(
    `  ${run.warmup ? 'warm-up ' : ''}${run.server} ${run.target.label}: ${result.requestsPerSecond.toFixed(0)} req/s\n`,
  );
}
