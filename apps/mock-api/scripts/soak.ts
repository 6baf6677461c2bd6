/**
 * `npm run soak [-- --seconds 300 --concurrency 8]` (or SOAK_SECONDS): starts the mock API as its own
 * process on a free port and sends it mixed valid, invalid and abusive traffic (soak-traffic.ts) for
 * 5 minutes by default. Reports requests, 5xx (must be 0), unexpected statuses (must be 0) and the
 * mock's resident memory at start, at most and at the end. Exit code 1 when a 5xx or an unexpected
 * status was seen.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { driveTraffic, emptyCounts, type SoakCounts } from './soak-traffic.ts';

/** Resident memory of a process in MB (Linux /proc), null elsewhere. */
export function residentMb(pid: number): number | null {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Math.round(Number(kb) / 102.4) / 10 : null;
  } catch {
    return null;
  }
}

function startMock(): Promise<{ child: ChildProcess; port: number }> {
  const root = resolve(import.meta.dirname, '..', '..', '..');
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/mock-api/src/server.ts'], {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '', MOCK_LOG: '0', MOCK_DATA_FILE: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((done, fail) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const port = /http:\/\/localhost:(\d+)\/api\//.exec(out)?.[1];
      if (port) done({ child, port: Number(port) });
    });
    child.once('exit', (code) => fail(new Error(`the mock exited (${code}) before listening`)));
  });
}

export interface SoakReport extends SoakCounts {
  seconds: number;
  rssMb: { start: number | null; max: number | null; end: number | null };
}

export function formatReport(report: SoakReport): string {
  const kinds = Object.entries(report.byKind)
    .sort(([, a], [, b]) => b - a)
    .map(([kind, count]) => `    ${kind}: ${count}`);
  return [
    `soak: ${report.seconds} s, ${report.requests} requests (${Math.round(report.requests / report.seconds)}/s)`,
    ...kinds,
    `  5xx: ${report.serverErrors}`,
    `  unexpected statuses: ${report.unexpected}${report.samples.length ? `\n    ${report.samples.join('\n    ')}` : ''}`,
    `  mock RSS (MB): start ${report.rssMb.start}, max ${report.rssMb.max}, end ${report.rssMb.end}`,
  ].join('\n');
}

async function main() {
  const { values } = parseArgs({
    options: {
      seconds: { type: 'string', default: process.env.SOAK_SECONDS ?? '300' },
      concurrency: { type: 'string', default: '8' },
    },
  });
  const seconds = Number(values.seconds);
  const { child, port } = await startMock();
  const pid = child.pid ?? 0;
  const counts = emptyCounts();
  const rss = { start: residentMb(pid), max: residentMb(pid), end: null as number | null };
  const sampler = setInterval(() => {
    const now = residentMb(pid);
    if (now !== null && (rss.max === null || now > rss.max)) rss.max = now;
  }, 1000);
  console.log(
    `soak: ${seconds} s against the mock on port ${port} (pid ${pid}), RSS ${rss.start} MB at start`,
  );
  await driveTraffic({
    port,
    until: Date.now() + seconds * 1000,
    concurrency: Number(values.concurrency),
    counts,
  });
  clearInterval(sampler);
  rss.end = residentMb(pid);
  child.kill('SIGTERM');
  const report: SoakReport = { ...counts, seconds, rssMb: rss };
  console.log(formatReport(report));
  process.exitCode = report.serverErrors === 0 && report.unexpected === 0 ? 0 : 1;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) await main();
