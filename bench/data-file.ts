/**
 * The mock with a data file against the mock without one (`npm run bench -- --only datafile`): the
 * same server process started twice, once with `MOCK_DATA_FILE` (every change on disk before its answer:
 * the journal, docs/decisions/0037) and once without, each under the same two loads at the same
 * connections: a call that writes nothing (`POST order-quote`) and one that writes on every call (a
 * member's `POST update-gst-details`, alternating two companies). Its resident memory before and after.
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_DYNAMIC_KEY_PHRASE, DYNAMIC_KEY_HEADER, dynamicKey } from '@lwl/schemas';
import autocannon, { type Request as LoadRequest } from 'autocannon';
import { apiOrigin, type BenchConfig } from './config.ts';
import { start, waitForHttp } from './processes.ts';

/** What one load did to one server. */
interface DataFileSummary {
  rps: number;
  p99Ms: number;
  /** Answers other than 2xx: a write refused or failed would show here. */
  non2xx: number;
  rssBeforeMb: number;
  rssAfterMb: number;
}

interface DataFileRow {
  load: string;
  memory: DataFileSummary;
  file: DataFileSummary;
  /** Throughput with the file over without it. */
  ratio: number;
}

export interface DataFileBench {
  rows: DataFileRow[];
  connections: number;
  durationS: number;
}

/** At 64 connections, what the issue asks: half the in-memory throughput and a p99 of 100 ms. */
export const DATA_FILE_TARGET = { ratio: 0.5, p99Ms: 100, connections: 64 };

const rssMb = (pid: number): number => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  return line ? Number(line[1]) / 1024 : Number.NaN;
};

const gst = (company: string) =>
  JSON.stringify({
    provides_gst_details: true,
    gst_number: '27AABCI1234F1Z5',
    gst_company_name: company,
    gst_address_line_1: '12 Marine Drive',
    gst_address_line_2: 'Churchgate',
    gst_state: 'Maharashtra',
    gst_pincode: '400020',
  });

async function signIn(origin: string, key: string): Promise<string> {
  const res = await fetch(`${origin}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [DYNAMIC_KEY_HEADER]: key },
    body: JSON.stringify({ email: 'titan@lwl.test', password: 'Lwl@12345' }),
  });
  const body = (await res.json()) as { token?: string };
  if (!body.token) throw new Error(`bench sign-in failed: ${res.status}`);
  return body.token;
}

async function measure(
  cfg: BenchConfig,
  dataFile: string,
): Promise<Record<'read' | 'write', DataFileSummary>> {
  const mock = start(
    'mock API',
    process.execPath,
    ['--import', 'tsx', path.join('bench', 'mock-server.ts')],
    {
      cwd: cfg.repoRoot,
      env: { PORT: String(cfg.apiPort), MOCK_LOG: '0', NODE_ENV: 'production', MOCK_DATA_FILE: dataFile },
      core: cfg.serverCore,
    },
  );
  try {
    const origin = apiOrigin(cfg);
    await waitForHttp(mock, `${origin}/api/events`);
    const pid = mock.child.pid ?? 0;
    const key = await dynamicKey(new Date(), DEFAULT_DYNAMIC_KEY_PHRASE);
    const token = await signIn(origin, key);
    const headers = { 'content-type': 'application/json', [DYNAMIC_KEY_HEADER]: key };
    const run = async (requests: LoadRequest[]): Promise<DataFileSummary> => {
      const rssBeforeMb = rssMb(pid);
      const result = await autocannon({
        url: origin,
        connections: DATA_FILE_TARGET.connections,
        duration: cfg.durationS,
        requests,
      });
      return {
        rps: result.requests.average,
        p99Ms: result.latency.p99,
        non2xx: result.non2xx + result.errors + result.timeouts,
        rssBeforeMb,
        rssAfterMb: rssMb(pid),
      };
    };
    const read = await run([
      {
        method: 'POST',
        path: '/api/order-quote',
        headers,
        body: JSON.stringify({ kind: 'package', package_id: 1, coupon: 'LWL10' }),
      },
    ]);
    const member = { ...headers, authorization: `Bearer ${token}` };
    const write = await run([
      {
        method: 'POST',
        path: '/api/update-gst-details',
        headers: member,
        body: gst('Iyer Ventures Pvt Ltd'),
      },
      { method: 'POST', path: '/api/update-gst-details', headers: member, body: gst('Iyer Capital Pvt Ltd') },
    ]);
    return { read, write };
  } finally {
    await mock.stop();
  }
}

export async function benchDataFile(cfg: BenchConfig): Promise<DataFileBench> {
  const dir = await mkdtemp(path.join(tmpdir(), 'lwl-bench-datafile-'));
  try {
    const memory = await measure(cfg, '');
    const file = await measure(cfg, path.join(dir, 'state.json'));
    const row = (load: string, id: 'read' | 'write'): DataFileRow => ({
      load,
      memory: memory[id],
      file: file[id],
      ratio: file[id].rps / memory[id].rps,
    });
    return {
      rows: [
        row('`POST order-quote` (writes nothing)', 'read'),
        row('`POST update-gst-details` (writes)', 'write'),
      ],
      connections: DATA_FILE_TARGET.connections,
      durationS: cfg.durationS,
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
