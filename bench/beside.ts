/**
 * The request log's cost and the peers, on `GET events`, in one interleaved plan:
 * - **quiet**: the mock with `MOCK_LOG=0`;
 * - **log-file**: the mock as everyone runs it (request log on, its default), standard output on a file;
 * - **log-tty**: the same with standard output on a terminal (a pseudo-terminal opened by util-linux
 *   `script`, which reads it like a terminal emulator and throws the text away);
 * - **default**: the mock as `npm run api` runs it, which is what the peers are compared with: no
 *   `NODE_ENV` (development, every success answer checked against its response schema), request log on a
 *   file;
 * - **json-server** 0.17 with its defaults (its request log on, to a file like ours), serving the mock's
 *   events as a db.json;
 * - **prism**: Stoplight Prism mocking the mock's own /openapi.json (its log on a file too).
 * Every server is pinned to the server core; autocannon (the same load worker as section 1) to the
 * load core. The peers are installed on demand into `cfg.peersDir`; without the registry they are
 * skipped with the reason.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, openSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { capture, type Target } from './api-targets.ts';
import { load, type ServerSummary, startMock } from './api-throughput.ts';
import { apiOrigin, type BenchConfig } from './config.ts';
import type { PlannedRun, RunResult } from './load-worker.ts';
import { coresOf, type Started, start, waitForHttp } from './processes.ts';
import { median } from './stats.ts';

const PEERS = {
  'json-server': { spec: 'json-server@0.17.4', bin: ['json-server', 'lib', 'cli', 'bin.js'] },
  prism: { spec: '@stoplight/prism-cli@5.14.2', bin: ['@stoplight', 'prism-cli', 'dist', 'index.js'] },
} as const;
type PeerId = keyof typeof PEERS;
export type BesideId = 'quiet' | 'log-file' | 'log-tty' | 'default' | PeerId;

export interface BesideServer extends ServerSummary {
  id: BesideId;
  /** What was requested and how big the answer was. */
  request: string;
  bytes: number;
  cores: string;
  invalidRuns: number;
}

export interface BesideBench {
  servers: BesideServer[];
  /** Peers that could not run, and why. */
  skipped: { id: PeerId; reason: string }[];
  runs: RunResult[];
  /** How the peers were installed (or found). */
  install: string;
}

const EVENTS: Target = {
  id: 'events',
  label: 'GET events',
  method: 'GET',
  path: '/api/events',
  expectedStatus: 200,
};

const binOf = (cfg: BenchConfig, peer: PeerId) => path.join(cfg.peersDir, 'node_modules', ...PEERS[peer].bin);

/** Installs the peers into the cache folder unless they are there; never into the app's dependencies. */
function installPeers(cfg: BenchConfig): { missing: Map<PeerId, string>; note: string } {
  const wanted = (Object.keys(PEERS) as PeerId[]).filter((peer) => !existsSync(binOf(cfg, peer)));
  const specs = Object.values(PEERS).map((peer) => peer.spec);
  const command = `npm install --prefix ${cfg.peersDir} --no-save --no-audit --no-fund ${specs.join(' ')}`;
  if (wanted.length === 0)
    return { missing: new Map(), note: `found in ${cfg.peersDir} (installed by \`${command}\`)` };
  console.error(`  installing the peers: ${command}`);
  const result = spawnSync(
    'npm',
    ['install', '--prefix', cfg.peersDir, '--no-save', '--no-audit', '--no-fund', ...specs],
    {
      encoding: 'utf8',
      timeout: 300_000,
    },
  );
  const missing = new Map<PeerId, string>();
  for (const peer of wanted) {
    if (existsSync(binOf(cfg, peer))) continue;
    const why = `${result.stderr ?? ''}${result.error?.message ?? ''}`
      .split('\n')
      .find((line) => /ERR|error/i.test(line));
    missing.set(peer, `not installed (\`${command}\` failed${why ? `: ${why.trim()}` : ''}); no registry?`);
  }
  return { missing, note: `\`${command}\` in this run` };
}

interface Running {
  id: BesideId;
  started: Started;
  /** The process whose CPU is counted (under `script`, the mock it runs). */
  pid: number;
  origin: string;
  target: Target;
}

/** The pid of the only child of `pid` (script → the shell that exec'd taskset → node). */
async function childPid(pid: number): Promise<number> {
  for (let tries = 0; tries < 100; tries += 1) {
    const children = await readFile(`/proc/${pid}/task/${pid}/children`, 'utf8').catch(() => '');
    const child = Number(children.trim().split(' ')[0]);
    if (child > 0 && (await readFile(`/proc/${child}/comm`, 'utf8').catch(() => '')).trim() === 'node')
      return child;
    await sleep(100);
  }
  throw new Error(`no node process under ${pid}`);
}

const mockArgs = ['--import', 'tsx', path.join('bench', 'mock-server.ts')];
/** The mock as `npm run api` runs it: no NODE_ENV (development), the request log on (its default). */
const defaultEnv = (port: number) => ({ PORT: String(port), MOCK_LOG: '', NODE_ENV: '', MOCK_DATA_FILE: '' });
/** The mock as `npm run api` runs it, request log included; production mode as in section 1. */
const loggedEnv = (port: number) => ({
  PORT: String(port),
  MOCK_LOG: '1',
  NODE_ENV: 'production',
  MOCK_DATA_FILE: '',
});

async function startServers(
  cfg: BenchConfig,
  dir: string,
  peers: PeerId[],
  withLog: boolean,
): Promise<Running[]> {
  const running: Running[] = [];
  const logFile = (name: string) => openSync(path.join(dir, `${name}.log`), 'w');
  const quiet = startMock(cfg, cfg.serverCore);
  running.push({
    id: 'quiet',
    started: quiet,
    pid: quiet.child.pid ?? 0,
    origin: apiOrigin(cfg),
    target: EVENTS,
  });
  await waitForHttp(quiet, `${apiOrigin(cfg)}/api/events`);
  if (withLog) {
    const file = start('mock (log on a file)', process.execPath, mockArgs, {
      cwd: cfg.repoRoot,
      env: loggedEnv(cfg.logFilePort),
      core: cfg.serverCore,
      stdout: logFile('mock'),
    });
    const shell = `exec taskset -c ${cfg.serverCore} ${process.execPath} ${mockArgs.join(' ')}`;
    const tty = start('mock (log on a terminal)', 'script', ['-q', '-e', '-c', shell, '/dev/null'], {
      cwd: cfg.repoRoot,
      env: loggedEnv(cfg.logTtyPort),
      stdout: openSync('/dev/null', 'w'),
    });
    running.push(
      {
        id: 'log-file',
        started: file,
        pid: file.child.pid ?? 0,
        origin: `http://localhost:${cfg.logFilePort}`,
        target: EVENTS,
      },
      {
        id: 'log-tty',
        started: tty,
        pid: await childPid(tty.child.pid ?? 0),
        origin: `http://localhost:${cfg.logTtyPort}`,
        target: EVENTS,
      },
    );
  }
  if (peers.length > 0) {
    const asRun = start('mock (as npm run api runs it)', process.execPath, mockArgs, {
      cwd: cfg.repoRoot,
      env: defaultEnv(cfg.defaultPort),
      core: cfg.serverCore,
      stdout: logFile('mock-default'),
    });
    running.push({
      id: 'default',
      started: asRun,
      pid: asRun.child.pid ?? 0,
      origin: `http://localhost:${cfg.defaultPort}`,
      target: EVENTS,
    });
  }
  if (peers.includes('json-server')) {
    // db.json: the events the mock answers from its seed (json-server serves the array at /events).
    const answer = JSON.parse((await capture(apiOrigin(cfg), EVENTS)).body) as { data: unknown[] };
    await writeFile(path.join(dir, 'db.json'), JSON.stringify({ events: answer.data }, null, 2));
    const jsonServer = start(
      'json-server',
      process.execPath,
      [binOf(cfg, 'json-server'), 'db.json', '--port', String(cfg.jsonServerPort)],
      {
        cwd: dir,
        core: cfg.serverCore,
        stdout: logFile('json-server'),
      },
    );
    running.push({
      id: 'json-server',
      started: jsonServer,
      pid: jsonServer.child.pid ?? 0,
      origin: `http://localhost:${cfg.jsonServerPort}`,
      target: { ...EVENTS, path: '/events' },
    });
  }
  if (peers.includes('prism')) {
    const spec = path.join(dir, 'openapi.json');
    await writeFile(spec, await (await fetch(`${apiOrigin(cfg)}/openapi.json`)).text());
    const prism = start(
      'prism',
      process.execPath,
      [binOf(cfg, 'prism'), 'mock', spec, '--port', String(cfg.prismPort), '--host', '127.0.0.1'],
      {
        cwd: dir,
        core: cfg.serverCore,
        stdout: logFile('prism'),
      },
    );
    running.push({
      id: 'prism',
      started: prism,
      pid: prism.child.pid ?? 0,
      origin: `http://127.0.0.1:${cfg.prismPort}`,
      target: EVENTS,
    });
  }
  for (const server of running) await waitForHttp(server.started, `${server.origin}${server.target.path}`);
  return running;
}

function plan(cfg: BenchConfig, servers: Running[], bodies: Map<BesideId, string>): PlannedRun[] {
  const round = (warmup: boolean, index: number): PlannedRun[] =>
    servers.map((_, i) => {
      const server = servers[(i + index) % servers.length] as Running;
      return {
        server: server.id,
        serverPid: server.pid,
        origin: server.origin,
        target: server.target,
        expectBody: bodies.get(server.id) ?? '',
        durationS: warmup ? cfg.warmupS : cfg.durationS,
        connections: cfg.connections,
        warmup,
      };
    });
  return [round(true, 0), ...Array.from({ length: cfg.runs }, (_, index) => round(false, index))].flat();
}

export async function benchBeside(
  cfg: BenchConfig,
  sections: { log: boolean; peers: boolean },
): Promise<BesideBench> {
  const dir = await mkdtemp(path.join(tmpdir(), 'lwl-bench-beside-'));
  const { missing, note } = sections.peers
    ? installPeers(cfg)
    : { missing: new Map<PeerId, string>(), note: '' };
  const peers = sections.peers ? (Object.keys(PEERS) as PeerId[]).filter((peer) => !missing.has(peer)) : [];
  let servers: Running[] = [];
  try {
    servers = await startServers(cfg, dir, peers, sections.log);
    const bodies = new Map<BesideId, string>();
    const requests = new Map<BesideId, string>();
    for (const server of servers) {
      const answer = await capture(server.origin, server.target);
      bodies.set(server.id, answer.body);
      requests.set(server.id, `${server.target.method} ${server.target.path}`);
    }
    const quietEvents = (JSON.parse(bodies.get('quiet') ?? '{}') as { data?: { id: number }[] }).data ?? [];
    const served = bodies.get('json-server');
    if (served !== undefined) {
      const ids = (JSON.parse(served) as { id: number }[]).map((event) => event.id);
      if (JSON.stringify(ids) !== JSON.stringify(quietEvents.map((event) => event.id)))
        throw new Error('json-server does not serve the events the mock answers');
    }
    const { results } = await load(cfg, plan(cfg, servers, bodies), dir);
    const measured = results.filter((run) => !run.warmup);
    const summaries: BesideServer[] = [];
    for (const server of servers) {
      const of = measured.filter((run) => run.server === server.id);
      summaries.push({
        id: server.id,
        request: requests.get(server.id) ?? '',
        bytes: Buffer.byteLength(bodies.get(server.id) ?? ''),
        rps: median(of.map((run) => run.requestsPerSecond)),
        p50Ms: median(of.map((run) => run.p50Ms)),
        p99Ms: median(of.map((run) => run.p99Ms)),
        cpuUsPerRequest: median(of.map((run) => run.serverCpuUsPerRequest)),
        cores: await coresOf(server.pid),
        invalidRuns: of.filter((run) => run.unexpected > 0).length,
      });
    }
    return {
      servers: summaries,
      skipped: [...missing].map(([id, reason]) => ({ id, reason })),
      runs: results,
      install: note,
    };
  } finally {
    for (const server of servers.reverse()) {
      // The mock under `script` first: script would otherwise leave it to a hang-up signal.
      if (server.pid !== server.started.child.pid) process.kill(server.pid, 'SIGTERM');
      await server.started.stop();
    }
    await rm(dir, { recursive: true, force: true });
  }
}

/** The commands this part runs, for the report's list. */
export function besideCommands(cfg: BenchConfig): string[] {
  const core = cfg.serverCore;
  const mock = 'node --import tsx bench/mock-server.ts';
  return [
    `PORT=${cfg.defaultPort} taskset -c ${core} ${mock} > <dir>/mock-default.log   # as npm run api runs it (development)`,
    `PORT=${cfg.logFilePort} MOCK_LOG=1 NODE_ENV=production taskset -c ${core} ${mock} > <dir>/mock.log`,
    `PORT=${cfg.logTtyPort} MOCK_LOG=1 NODE_ENV=production script -q -e -c "exec taskset -c ${core} ${mock}" /dev/null > /dev/null`,
    `npm install --prefix ${cfg.peersDir} --no-save --no-audit --no-fund ${Object.values(PEERS)
      .map((peer) => peer.spec)
      .join(' ')} (when missing)`,
    `(cd <dir> && taskset -c ${core} node ${binOf(cfg, 'json-server')} db.json --port ${cfg.jsonServerPort} > json-server.log)`,
    `taskset -c ${core} node ${binOf(cfg, 'prism')} mock <dir>/openapi.json --port ${cfg.prismPort} --host 127.0.0.1 > <dir>/prism.log`,
  ];
}
