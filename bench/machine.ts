/** Facts about the machine and the checkout a benchmark ran on. */
import { execFileSync } from 'node:child_process';
import os from 'node:os';

export interface MachineFacts {
  date: string;
  cores: number;
  cpuModel: string;
  memoryGb: number;
  node: string;
  os: string;
  commit: string;
  loadAverage: number[];
}

function gitRevision(cwd: string): string {
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain'], { cwd, encoding: 'utf8' }).trim() !== '';
    return dirty ? `${head} (with uncommitted changes)` : head;
  } catch {
    return 'unknown';
  }
}

export function machineFacts(repoRoot: string): MachineFacts {
  return {
    date: new Date().toISOString(),
    cores: os.availableParallelism(),
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    memoryGb: os.totalmem() / 1024 ** 3,
    node: process.version,
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    commit: gitRevision(repoRoot),
    loadAverage: os.loadavg(),
  };
}
