/**
 * Part 1: the mock API against a bare `node:http` server answering the same bytes. Each server runs
 * pinned to one core, the load generator to another; one warm-up run per target and server, then
 * `runs` measured rounds, interleaving mock and bare so that a change in machine load hits both.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { capture, type Fixture, targets } from './api-targets.ts';
import { apiOrigin, type BenchConfig, bareOrigin } from './config.ts';
import type { PlannedRun, RunResult } from './load-worker.ts';
import { allowedCores, runToEnd, start, waitForHttp } from './processes.ts';
import { median } from './stats.ts';

export interface ServerSummary {
  rps: number;
  p50Ms: number;
  p99Ms: number;
  cpuUsPerRequest: number;
}

export interface ApiRow {
  id: string;
  label: string;
  expectedStatus: number;
  mock: ServerSummary;
  bare: ServerSummary;
  /** Median throughput of the mock over the bare server's. */
  ratio: number;
  /** The same from CPU time per request (bare µs / mock µs): the ratio on an otherwise idle core. */
  cpuRatio: number;
  /** Measured runs (of both servers) with any unexpected answer. */
  invalidRuns: number;
}

export interface ApiBench {
  rows: ApiRow[];
  runs: RunResult[];
  fixtures: Fixture[];
  cores: { mock: string; bare: string; load: string };
  /** µs per request of `app.fetch` in-process, by target id (no socket, no adapter). */
  appCostUs: Record<string, number>;
}

/** The mock as a deployment runs it: no request log, no response validation. */
export function startMock(cfg: BenchConfig, core?: number) {
  return start('mock API', process.execPath, ['--import', 'tsx', path.join('bench', 'mock-server.ts')], {
    cwd: cfg.repoRoot,
    env: { PORT: String(cfg.apiPort), MOCK_LOG: '0', NODE_ENV: 'production', MOCK_DATA_FILE: '' },
    core,
  });
}

function plan(cfg: BenchConfig, fixtures: Fixture[], pids: { mock: number; bare: number }): PlannedRun[] {
  const origins = { mock: apiOrigin(cfg), bare: bareOrigin(cfg) } as const;
  const runsFor = (warmup: boolean, round: number): PlannedRun[] =>
    targets.flatMap((target, index) => {
      const order = round % 2 === 0 ? (['mock', 'bare'] as const) : (['bare', 'mock'] as const);
      return order.map((server) => ({
        server,
        serverPid: pids[server],
        origin: origins[server],
        target,
        expectBody: fixtures[index]?.body ?? '',
        durationS: warmup ? cfg.warmupS : cfg.durationS,
        connections: cfg.connections,
        warmup,
      }));
    });
  return [
    ...runsFor(true, 0),
    ...Array.from({ length: cfg.runs }, (_, round) => runsFor(false, round)).flat(),
  ];
}

async function load(cfg: BenchConfig, runs: PlannedRun[], dir: string) {
  const planFile = path.join(dir, 'plan.json');
  await writeFile(planFile, JSON.stringify(runs));
  const worker = start(
    'load generator',
    process.execPath,
    ['--import', 'tsx', path.join('bench', 'load-worker.ts'), planFile],
    { cwd: cfg.repoRoot, core: cfg.loadCore },
  );
  let stdout = '';
  worker.child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  worker.child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  const exit = new Promise<number | null>((resolve) => worker.child.once('close', resolve));
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const core = await allowedCores(worker);
  const code = await exit;
  await worker.stop();
  if (code !== 0) throw new Error(`load generator failed (exit ${code}):\n${worker.output()}`);
  const results = stdout
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as RunResult);
  return { results, core };
}

export async function benchApi(cfg: BenchConfig): Promise<ApiBench> {
  const dir = await mkdtemp(path.join(tmpdir(), 'lwl-bench-api-'));
  const mock = startMock(cfg, cfg.serverCore);
  let bare: ReturnType<typeof start> | undefined;
  try {
    await waitForHttp(mock, `${apiOrigin(cfg)}/api/events`);
    const fixtures = await Promise.all(targets.map((target) => capture(apiOrigin(cfg), target)));
    const fixturesFile = path.join(dir, 'fixtures.json');
    await writeFile(fixturesFile, JSON.stringify(fixtures));
    bare = start(
      'bare server',
      process.execPath,
      ['--import', 'tsx', path.join('bench', 'bare-server.ts'), fixturesFile, String(cfg.barePort)],
      { cwd: cfg.repoRoot, core: cfg.serverCore },
    );
    await waitForHttp(bare, `${bareOrigin(cfg)}/`);
    // The baseline must answer exactly what the mock answered.
    for (const [index, target] of targets.entries()) {
      const again = await capture(bareOrigin(cfg), target);
      if (JSON.stringify(again) !== JSON.stringify(fixtures[index])) {
        throw new Error(`bare server answers ${target.label} differently from the mock`);
      }
    }
    const cores = { mock: await allowedCores(mock), bare: await allowedCores(bare) };
    const pids = { mock: mock.child.pid ?? 0, bare: bare.child.pid ?? 0 };
    const servers = [mock, bare];
    const { results, core } = await load(cfg, plan(cfg, fixtures, pids), dir).catch((error: unknown) => {
      // A server that died mid-run is the usual cause: say which, and how.
      const dead = servers
        .filter((server) => server.child.exitCode !== null || server.child.signalCode !== null)
        .map(
          (server) =>
            `${server.name} stopped (${server.child.exitCode ?? server.child.signalCode}):\n${server.output()}`,
        );
      throw dead.length > 0 ? new Error(dead.join('\n'), { cause: error }) : error;
    });
    const measured = results.filter((result) => !result.warmup);
    const rows = targets.map((target): ApiRow => {
      const of = (server: RunResult['server']) =>
        measured.filter((r) => r.targetId === target.id && r.server === server);
      const summary = (server: RunResult['server']) => ({
        rps: median(of(server).map((r) => r.requestsPerSecond)),
        p50Ms: median(of(server).map((r) => r.p50Ms)),
        p99Ms: median(of(server).map((r) => r.p99Ms)),
        cpuUsPerRequest: median(of(server).map((r) => r.serverCpuUsPerRequest)),
      });
      const mockSummary = summary('mock');
      const bareSummary = summary('bare');
      return {
        id: target.id,
        label: target.label,
        expectedStatus: target.expectedStatus,
        mock: mockSummary,
        bare: bareSummary,
        ratio: mockSummary.rps / bareSummary.rps,
        cpuRatio: bareSummary.cpuUsPerRequest / mockSummary.cpuUsPerRequest,
        invalidRuns: [...of('mock'), ...of('bare')].filter((r) => r.unexpected > 0).length,
      };
    });
    await bare.stop();
    await mock.stop();
    const appCostUs = JSON.parse(
      await runToEnd('app cost', process.execPath, ['--import', 'tsx', path.join('bench', 'app-cost.ts')], {
        cwd: cfg.repoRoot,
        core: cfg.serverCore,
      }),
    ) as Record<string, number>;
    return { rows, runs: results, fixtures, cores: { ...cores, load: core }, appCostUs };
  } finally {
    await bare?.stop();
    await mock.stop();
    await rm(dir, { recursive: true, force: true });
  }
}
