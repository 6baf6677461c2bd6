/**
 * Where the benchmark runs: ports, the build directory and the run lengths, each overridable by
 * environment so that several runs (or a run beside the end-to-end lane) can share a machine.
 */
import { homedir, tmpdir } from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '..');

const intVar = (name: string, fallback: number, min = 1): number => {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min)
    throw new Error(`${name} must be an integer ≥ ${min}, got "${raw}"`);
  return value;
};

export const config = {
  repoRoot,
  apiPort: intVar('BENCH_API_PORT', 8791),
  barePort: intVar('BENCH_BARE_PORT', 8792),
  floorPort: intVar('BENCH_FLOOR_PORT', 8793),
  webPort: intVar('BENCH_WEB_PORT', 4191),
  /** The mock with its default request log on a file and on a terminal, and the two peers (bench/beside.ts). */
  logFilePort: intVar('BENCH_LOG_FILE_PORT', 8794),
  logTtyPort: intVar('BENCH_LOG_TTY_PORT', 8795),
  jsonServerPort: intVar('BENCH_JSON_SERVER_PORT', 8796),
  prismPort: intVar('BENCH_PRISM_PORT', 8797),
  /** The mock as `npm run api` runs it (development: every answer checked against its schema), for the peers. */
  defaultPort: intVar('BENCH_DEFAULT_PORT', 8798),
  /** Where the peers are installed on demand (never into the app's dependencies). */
  peersDir: path.resolve(process.env.BENCH_PEERS_DIR ?? path.join(homedir(), '.cache', 'lwl-bench-peers')),
  dist: path.resolve(process.env.BENCH_DIST ?? path.join(tmpdir(), 'lwl-bench-dist')),
  out: path.resolve(repoRoot, process.env.BENCH_OUT ?? 'docs/bench.md'),
  /** Measured autocannon runs per target and server; the report shows their median. */
  runs: intVar('BENCH_RUNS', 5),
  durationS: intVar('BENCH_DURATION_S', 5),
  warmupS: intVar('BENCH_WARMUP_S', 3),
  connections: intVar('BENCH_CONNECTIONS', 10),
  lighthouseRuns: intVar('BENCH_LIGHTHOUSE_RUNS', 3),
  /** kB added to each of the mock's images (its `MOCK_IMAGE_KB`): 0 keeps its 1 kB drawings. */
  imageKb: intVar('BENCH_IMAGE_KB', 0, 0),
  /** Core of the load generator and core of the server under test (`taskset -c`). */
  loadCore: intVar('BENCH_LOAD_CORE', 0, 0),
  serverCore: intVar('BENCH_SERVER_CORE', 1, 0),
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
};

export type BenchConfig = typeof config;
export const apiOrigin = (cfg: BenchConfig): string => `http://localhost:${cfg.apiPort}`;
export const bareOrigin = (cfg: BenchConfig): string => `http://localhost:${cfg.barePort}`;
export const floorOrigin = (cfg: BenchConfig): string => `http://localhost:${cfg.floorPort}`;
export const webOrigin = (cfg: BenchConfig): string => `http://localhost:${cfg.webPort}`;
