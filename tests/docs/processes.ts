/**
 * Processes the docs test starts: each in a process group of its own (stopped as a group, the way a
 * terminal's Ctrl-C reaches every process of a command), free ports, and a shell that runs a block of
 * commands one at a time.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { Duplex } from 'node:stream';

/** Whether a port is free on both loopback addresses (the mock listens on both). */
async function isFree(port: number): Promise<boolean> {
  const tryListen = (host: string) =>
    new Promise<boolean>((resolve) => {
      const server = createServer();
      server.once('error', (error: NodeJS.ErrnoException) =>
        // No IPv6 on this machine: the mock does without it too.
        resolve(host === '::1' && error.code === 'EADDRNOTAVAIL'),
      );
      server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
    });
  return (await tryListen('127.0.0.1')) && (await tryListen('::1'));
}

/** A port the OS hands out (`0`): free now, and distinct from other runs' ports. */
async function ephemeralPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen({ port: 0, host: '127.0.0.1' }, () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/**
 * A free port not in `taken`: from `DOCS_TEST_PORTS` (`9400-9499`) when set, starting at a random
 * place, else one the OS picks.
 */
export async function freePort(taken: Set<number>): Promise<number> {
  const range = /^(\d+)-(\d+)$/.exec(process.env.DOCS_TEST_PORTS?.trim() ?? '');
  const from = Number(range?.[1]);
  const size = range ? Number(range[2]) - from + 1 : 0;
  const offset = Math.floor(Math.random() * size);
  for (let i = 0; range ? i < size : i < 100; i++) {
    const port = range ? from + ((offset + i) % size) : await ephemeralPort();
    if (!taken.has(port) && (await isFree(port))) {
      taken.add(port);
      return port;
    }
  }
  throw new Error(`No free port${range ? ` in DOCS_TEST_PORTS=${range[0]}` : ''}`);
}

export interface Group {
  child: ChildProcess;
  /** Everything it wrote, stdout and stderr interleaved. */
  output(): string;
  /** Resolves with the exit code (or signal) of the group's leader. */
  exited: Promise<number | string>;
  /** Sends `signal` to the whole group, then SIGKILL after `graceMs`; resolves once the leader is gone. */
  stop(signal?: NodeJS.Signals, graceMs?: number): Promise<number | string>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether any process of the group `pgid` is still alive. */
export function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

function signalGroup(pgid: number | undefined, signal: NodeJS.Signals): void {
  if (pgid === undefined) return;
  try {
    process.kill(-pgid, signal);
  } catch {
    // already gone
  }
}

/** Runs `command` with `sh -c` in a process group of its own. */
export function startGroup(command: string, options: { cwd: string; env: NodeJS.ProcessEnv }): Group {
  const child = spawn('sh', ['-c', command], {
    cwd: options.cwd,
    env: options.env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  const pgid = child.pid;
  // If the test process ends without stopping it (a crash, a killed worker), the group goes with it.
  const onExit = () => signalGroup(pgid, 'SIGKILL');
  process.once('exit', onExit);
  void exited.then(() => process.off('exit', onExit));
  return {
    child,
    output: () => output,
    exited,
    async stop(signal = 'SIGTERM', graceMs = 5000) {
      signalGroup(pgid, signal);
      const timer = setTimeout(() => signalGroup(pgid, 'SIGKILL'), graceMs);
      const result = await exited;
      clearTimeout(timer);
      // The leader may go first: what is left of the group goes too.
      const deadline = Date.now() + graceMs;
      while (pgid !== undefined && groupAlive(pgid) && Date.now() < deadline) await sleep(50);
      signalGroup(pgid, 'SIGKILL');
      return result;
    },
  };
}

/** Polls `url` until it answers `ok`, the group exits, or `timeoutMs` passes. */
export async function waitForHttp(url: string, group: Group, timeoutMs: number): Promise<void> {
  let gone: number | string | undefined;
  void group.exited.then((code) => (gone = code));
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (gone !== undefined) throw new Error(`stopped (${gone}) before ${url} answered:\n${group.output()}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await sleep(100);
  }
  throw new Error(`${url} did not answer in ${timeoutMs} ms (${last}):\n${group.output()}`);
}

export interface CommandRun {
  exitCode: number;
  stdout: string;
  /** Without the HTTP status lines the test's curl adds. */
  stderr: string;
  /** The HTTP status of every curl call of the command, in order (0: no answer). */
  http: number[];
  /** The shell variables the command assigns (`NAME=...`), after it ran. */
  vars: Record<string, string>;
}

const HTTP_MARK = '@@lwl-docs-http ';

/**
 * Runs `commands` one by one in one `sh` (variables and functions carry over, as in a terminal), in a
 * process group of its own. `curl` is wrapped to report each call's HTTP status on stderr. After each
 * command the shell waits until `after` has checked it; a failed check (or a timeout) stops the shell
 * and is thrown.
 */
export async function runInShell(
  commands: readonly string[],
  options: {
    cwd: string;
    env: NodeJS.ProcessEnv;
    /** Where the outputs are kept (one folder per run). */
    outDir: string;
    timeoutMs: number;
    after: (index: number, run: CommandRun) => Promise<void>;
  },
): Promise<void> {
  mkdirSync(options.outDir, { recursive: true });
  const out = (i: number, what: string) => join(options.outDir, `${i}.${what}`);
  const varsOf = (command: string) => [...command.matchAll(/^([A-Za-z_]\w*)=/gm)].map((m) => m[1] ?? '');
  const script = [
    `curl() { command curl -w '%{stderr}\\n${HTTP_MARK}%{http_code}\\n' "$@"; }`,
    ...commands.flatMap((command, i) => [
      `{ ${command}\n} >"$LWL_DOCS_OUT/${i}.out" 2>"$LWL_DOCS_OUT/${i}.err"`,
      '_lwl_rc=$?',
      ...varsOf(command).map((name) => `printf '%s' "\${${name}-}" >"$LWL_DOCS_OUT/${i}.var.${name}"`),
      `echo "done ${i} $_lwl_rc" >&3`,
      'read -r _lwl_go <&3 || exit 0',
      '[ "$_lwl_go" = go ] || exit 0',
    ]),
    'echo end >&3',
  ].join('\n');
  const child = spawn('sh', ['-c', script], {
    cwd: options.cwd,
    env: { ...options.env, LWL_DOCS_OUT: options.outDir },
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  let shellErrors = '';
  child.stderr?.on('data', (chunk: Buffer) => (shellErrors += chunk.toString()));
  const control = child.stdio[3] as Duplex;
  const lines = createInterface({ input: control })[Symbol.asyncIterator]();
  const kill = () => signalGroup(child.pid, 'SIGKILL');
  try {
    for (let i = 0; i < commands.length; i++) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`timed out after ${options.timeoutMs} ms:\n${commands[i]}`)),
          options.timeoutMs,
        );
      });
      const next = await Promise.race([lines.next(), timeout]).finally(() => clearTimeout(timer));
      const match = next.done ? null : /^done (\d+) (\d+)$/.exec(next.value);
      if (!match || Number(match[1]) !== i) {
        throw new Error(`the shell stopped before the end of:\n${commands[i]}\n${shellErrors}`);
      }
      const rawErr = readFileSync(out(i, 'err'), 'utf8');
      const errLines = rawErr.split('\n');
      const run: CommandRun = {
        exitCode: Number(match[2]),
        stdout: readFileSync(out(i, 'out'), 'utf8'),
        stderr: errLines
          .filter((line) => !line.startsWith(HTTP_MARK))
          .join('\n')
          .trim(),
        http: errLines
          .filter((line) => line.startsWith(HTTP_MARK))
          .map((line) => Number(line.slice(HTTP_MARK.length))),
        vars: Object.fromEntries(
          varsOf(commands[i] ?? '').map((name) => [name, readFileSync(out(i, `var.${name}`), 'utf8')]),
        ),
      };
      await options.after(i, run);
      control.write('go\n');
    }
  } finally {
    kill();
  }
}
