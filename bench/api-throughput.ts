/**
 * Part 1: the mock API against a bare `node:http` server answering the same bytes, with a third server
 * between them: a minimal Hono app on @hono/node-server answering those bytes too (the "floor"), which
 * splits the gap into what the framework costs and what the mock's own work costs. Each server runs
 * pinned to one core, the load generator to another; one warm-up run per target and server, then `runs`
 * measured rounds, interleaving the servers (rotating which goes first) so that a change in machine load
 * hits all of them.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { capture, type Fixture, targets } from './api-targets.ts';
import { apiOrigin, type BenchConfig, bareOrigin, floorOrigin } from './config.ts';
import type { PlannedRun, RunResult, ServerId } from './load-worker.ts';
import { allowedCores, type Started, start, waitForHttp } from './processes.ts';
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
  floor: ServerSummary;
  bare: ServerSummary;
  /** Median throughput of the mock over the bare server's. */
  ratio: number;
  /** The same for the floor server: the best the mock's stack can do. */
  floorRatio: number;
  /** The same from CPU time per request (bare µs / mock µs): the ratio on an otherwise idle core. */
  cpuRatio: number;
  /** Measured runs (of all servers) with any unexpected answer. */
  invalidRuns: number;
}

export interface ApiBench {
  rows: ApiRow[];
  runs: RunResult[];
  fixtures: Fixture[];
  cores: Record<ServerId | 'load', string>;
}

const SERVERS: readonly ServerId[] = ['mock', 'floor', 'bare'];

/** The mock as a deployment runs it: no request log, no response validation. */
export function startMock(cfg: BenchConfig, core?: number) {
  return start('mock API', process.execPath, ['--import', 'tsx', path.join('bench', 'mock-server.ts')], {
    cwd: cfg.repoRoot,
    env: {
      PORT: String(cfg.apiPort),
      MOCK_LOG: '0',
      NODE_ENV: 'production',
      MOCK_DATA_FILE: '',
      MOCK_IMAGE_KB: String(cfg.imageKb),
    },
    core,
  });
}

/** A server answering the captured fixtures (`bare-server.ts` or `floor-server.ts`). */
function startReplay(cfg: BenchConfig, name: string, script: string, fixturesFile: string, port: number) {
  return start(
    name,
    process.execPath,
    ['--import', 'tsx', path.join('bench', script), fixturesFile, String(port)],
    {
      cwd: cfg.repoRoot,
      core: cfg.serverCore,
    },
  );
}

function plan(cfg: BenchConfig, fixtures: Fixture[], pids: Record<ServerId, number>): PlannedRun[] {
  const origins: Record<ServerId, string> = {
    mock: apiOrigin(cfg),
    floor: floorOrigin(cfg),
    bare: bareOrigin(cfg),
  };
  const runsFor = (warmup: boolean, round: number): PlannedRun[] =>
    targets.flatMap((target, index) => {
      const order = SERVERS.map((_, i) => SERVERS[(i + round) % SERVERS.length] as ServerId);
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

/** Runs a plan in the load generator (pinned to its core); also used by bench/beside.ts. */
export async function load(cfg: BenchConfig, runs: PlannedRun[], dir: string) {
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

function summarise(measured: RunResult[]): ApiRow[] {
  return targets.map((target): ApiRow => {
    const of = (server: ServerId) => measured.filter((r) => r.targetId === target.id && r.server === server);
    const summary = (server: ServerId): ServerSummary => ({
      rps: median(of(server).map((r) => r.requestsPerSecond)),
      p50Ms: median(of(server).map((r) => r.p50Ms)),
      p99Ms: median(of(server).map((r) => r.p99Ms)),
      cpuUsPerRequest: median(of(server).map((r) => r.serverCpuUsPerRequest)),
    });
    const [mock, floor, bare] = [summary('mock'), summary('floor'), summary('bare')];
    return {
      id: target.id,
      label: target.label,
      expectedStatus: target.expectedStatus,
      mock,
      floor,
      bare,
      ratio: mock.rps / bare.rps,
      floorRatio: floor.rps / bare.rps,
      cpuRatio: bare.cpuUsPerRequest / mock.cpuUsPerRequest,
      invalidRuns: SERVERS.flatMap(of).filter((r) => r.unexpected > 0).length,
    };
  });
}

export async function benchApi(cfg: BenchConfig): Promise<ApiBench> {
  const dir = await mkdtemp(path.join(tmpdir(), 'lwl-bench-api-'));
  const mock = startMock(cfg, cfg.serverCore);
  const replays: Started[] = [];
  try {
    await waitForHttp(mock, `${apiOrigin(cfg)}/api/events`);
    const fixtures = await Promise.all(targets.map((target) => capture(apiOrigin(cfg), target)));
    const fixturesFile = path.join(dir, 'fixtures.json');
    await writeFile(fixturesFile, JSON.stringify(fixtures));
    const bare = startReplay(cfg, 'bare server', 'bare-server.ts', fixturesFile, cfg.barePort);
    const floor = startReplay(cfg, 'floor server', 'floor-server.ts', fixturesFile, cfg.floorPort);
    replays.push(bare, floor);
    await waitForHttp(bare, `${bareOrigin(cfg)}/`);
    await waitForHttp(floor, `${floorOrigin(cfg)}/`);
    // Both baselines must answer exactly what the mock answered.
    for (const [name, origin] of [
      ['bare server', bareOrigin(cfg)],
      ['floor server', floorOrigin(cfg)],
    ] as const) {
      for (const [index, target] of targets.entries()) {
        const again = await capture(origin, target);
        if (JSON.stringify(again) !== JSON.stringify(fixtures[index])) {
          throw new Error(`${name} answers ${target.label} differently from the mock`);
        }
      }
    }
    const byServer: Record<ServerId, Started> = { mock, floor, bare };
    const pids = { mock: mock.child.pid ?? 0, floor: floor.child.pid ?? 0, bare: bare.child.pid ?? 0 };
    const { results, core } = await load(cfg, plan(cfg, fixtures, pids), dir).catch((error: unknown) => {
      // A server that died mid-run is the usual cause: say which, and how.
      const dead = Object.values(byServer)
        .filter((server) => server.child.exitCode !== null || server.child.signalCode !== null)
        .map(
          (server) =>
            `${server.name} stopped (${server.child.exitCode ?? server.child.signalCode}):\n${server.output()}`,
        );
      throw dead.length > 0 ? new Error(dead.join('\n'), { cause: error }) : error;
    });
    const cores = {
      mock: await allowedCores(mock),
      floor: await allowedCores(floor),
      bare: await allowedCores(bare),
      load: core,
    };
    return { rows: summarise(results.filter((r) => !r.warmup)), runs: results, fixtures, cores };
  } finally {
    for (const replay of replays) await replay.stop();
    await mock.stop();
    await rm(dir, { recursive: true, force: true });
  }
}
