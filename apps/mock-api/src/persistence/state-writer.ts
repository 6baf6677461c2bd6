import { readdirSync, unlinkSync } from 'node:fs';
import { mkdir, open, rename } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { Logger } from '../log/logger.ts';

export interface StateWriter {
  /**
   * Marks the state changed. The write is batched with the other changes of the next `debounceMs`;
   * the promise settles once a write holding this change is on disk (or has failed and been logged:
   * the mock keeps answering and retries).
   */
  changed(): Promise<void>;
  /** Writes now whatever is pending; settles when nothing is left to write. */
  flush(): Promise<void>;
}

export interface StateWriterOptions {
  file: string;
  /** The file's content at the moment of writing (the latest state). */
  serialize: () => string;
  log: Logger;
  debounceMs: number;
  /** Delay before retrying a failed write; doubles up to 30 s. */
  retryMs?: number;
}

const MAX_RETRY_MS = 30_000;

/** Writes, flushes to disk, then renames over the target: a reader or a crash sees the old or the new file, whole. */
async function writeAtomically(file: string, content: string): Promise<void> {
  const folder = dirname(file);
  await mkdir(folder, { recursive: true });
  const temporary = join(folder, `.${basename(file)}.${process.pid}.tmp`);
  const handle = await open(temporary, 'w');
  try {
    await handle.writeFile(content);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temporary, file);
  // The rename itself is durable once the folder is flushed (not supported everywhere: best effort).
  try {
    const dir = await open(folder, 'r');
    try {
      await dir.sync();
    } finally {
      await dir.close();
    }
  } catch {
    // e.g. Windows cannot open a folder
  }
}

/** Temporary files a killed process left beside the state file (never the state itself). */
function removeStaleTemporaries(file: string) {
  const prefix = `.${basename(file)}.`;
  try {
    for (const name of readdirSync(dirname(file)))
      if (name.startsWith(prefix) && name.endsWith('.tmp')) unlinkSync(join(dirname(file), name));
  } catch {
    // no folder yet, or not readable: the first write says so
  }
}

/**
 * Debounced, batched, crash-safe writes of the state file: at most one write runs at a time, changes
 * made while it runs go in the next one, and every change's promise settles after the write that
 * holds it (a group commit), so an answer sent after it is on disk.
 */
export function createStateWriter(options: StateWriterOptions): StateWriter {
  const { file, log } = options;
  removeStaleTemporaries(file);
  const baseRetryMs = options.retryMs ?? 500;
  let retryMs = baseRetryMs;
  /** Waiters of changes not yet in a started write. */
  let pending: Array<() => void> = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running: Promise<void> | null = null;

  const runWrite = async (): Promise<void> => {
    timer = null;
    if (running) return running.then(runWrite);
    if (pending.length === 0) return;
    const waiters = pending;
    pending = [];
    running = (async () => {
      try {
        await writeAtomically(file, options.serialize());
        retryMs = baseRetryMs;
      } catch (error) {
        log.error(`[persistence] cannot write ${file}; retrying in ${retryMs} ms`, error);
        pending.push(() => undefined);
        const delay = retryMs;
        retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
        if (!timer) timer = setTimeout(() => void runWrite(), delay);
      } finally {
        for (const done of waiters) done();
        running = null;
      }
    })();
    return running;
  };

  const schedule = () => {
    if (timer) return;
    timer = setTimeout(() => void runWrite(), options.debounceMs);
  };

  return {
    changed: () =>
      new Promise<void>((resolve) => {
        pending.push(resolve);
        schedule();
      }),
    flush: async () => {
      if (timer) {
        clearTimeout(timer);
        timer = null;
      }
      while (running || pending.length > 0) {
        if (running) await running;
        else await runWrite();
        if (timer) break; // a failed write waits for its retry
      }
    },
  };
}
