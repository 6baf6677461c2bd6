/**
 * Child processes of the benchmark: each one is started directly (no npm/npx wrapper, whose children
 * outlive a kill), remembered, and stopped by `stopAll()` in the runner's `finally`.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';

export interface Started {
  name: string;
  child: ChildProcess;
  /** The last few kB of its output, for error messages. */
  output: () => string;
  stop: () => Promise<void>;
}

const running = new Set<Started>();
const OUTPUT_KEEP = 4_000;

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Starts `command args`, optionally pinned to one CPU core with `taskset -c` (which execs the command). */
export function start(
  name: string,
  command: string,
  args: string[],
  options: { cwd: string; env?: Record<string, string>; core?: number; stdout?: number },
): Started {
  const [file, argv] =
    options.core === undefined
      ? [command, args]
      : ['taskset', ['-c', String(options.core), command, ...args]];
  const child = spawn(file, argv, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    // `stdout`: an open file descriptor (a log file, /dev/null) instead of a pipe read by the benchmark.
    stdio: ['ignore', options.stdout ?? 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-OUTPUT_KEEP);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const started: Started = {
    name,
    child,
    output: () => output,
    stop: async () => {
      running.delete(started);
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const done = await Promise.race([exited(child).then(() => true), sleep(3_000).then(() => false)]);
      if (!done) {
        child.kill('SIGKILL');
        await exited(child);
      }
    },
  };
  running.add(started);
  return started;
}

/** Waits until `url` answers at all (any status), failing early if the process dies. */
export async function waitForHttp(process: Started, url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (process.child.exitCode !== null) {
      throw new Error(`${process.name} exited (${process.child.exitCode}):\n${process.output()}`);
    }
    try {
      await fetch(url, { signal: AbortSignal.timeout(2_000) });
      return;
    } catch {
      await sleep(200);
    }
  }
  throw new Error(`${process.name} did not answer ${url} within ${timeoutMs / 1000} s:\n${process.output()}`);
}

/** Runs a command to completion; rejects with its output on a non-zero exit. */
export async function runToEnd(
  name: string,
  command: string,
  args: string[],
  options: { cwd: string; env?: Record<string, string>; core?: number },
): Promise<string> {
  const started = start(name, command, args, options);
  let stdout = '';
  started.child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  // 'close', not 'exit': the output streams are complete by then.
  const code = await new Promise<number | null>((resolve) => started.child.once('close', resolve));
  running.delete(started);
  if (code !== 0) throw new Error(`${name} failed (exit ${code}):\n${started.output()}`);
  return stdout;
}

export async function stopAll(): Promise<void> {
  await Promise.all([...running].map((started) => started.stop()));
}

/** CPU cores a process may run on, from /proc (what `taskset -c` set): the proof of the pinning. */
export async function allowedCores(started: Started): Promise<string> {
  return coresOf(started.child.pid ?? 0);
}

/** The same for a process id (a server started under a wrapper such as `script`). */
export async function coresOf(pid: number): Promise<string> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  return /^Cpus_allowed_list:\s*(.+)$/m.exec(status)?.[1] ?? '?';
}
