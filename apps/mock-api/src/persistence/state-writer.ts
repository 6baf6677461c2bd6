import { closeSync, fsyncSync, mkdirSync, openSync, readdirSync, unlinkSync, writeSync } from 'node:fs';
import { mkdir, open, rename } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { Logger } from '../log/logger.ts';

/** A change that could not be written: its request must not be acknowledged. */
export class PersistError extends Error {
  override name = 'PersistError';
}

export interface StateWriter {
  /**
   * Marks the state changed; settles once the batched write that holds the change is on disk. Rejects
   * with a `PersistError` when that write fails: the state is then rolled back to what is on disk
   * (`rollBack`), which drops every other change not yet written too (their calls are refused alike).
   */
  changed(): Promise<void>;
  /** Writes now whatever is pending; settles when nothing is left to write. */
  flush(): Promise<void>;
}

export interface StateWriterOptions {
  file: string;
  /** The state as text (equal to what was last written: nothing to write). */
  snapshot: () => string;
  /** The file's text for a snapshot. */
  fileText: (snapshot: string) => string;
  /** The snapshot the file holds now (the state loaded or seeded at start). */
  onDisk: string;
  /** Puts the state back to a snapshot, after a failed write. */
  rollBack: (snapshot: string) => void;
  log: Logger;
  debounceMs: number;
}

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
 * Whether the state file's folder takes a write, tried as a state write does it (the folder made if
 * missing, a temporary file beside the state written, flushed, then removed): the error of the first
 * step that fails (`ENOTDIR`, `EACCES`, `EROFS`, `ENOSPC`...), null when the folder takes it. Run at
 * start, so that a location that cannot take the state stops the start instead of refusing every
 * change that follows.
 */
export function writeProblem(file: string): Error | null {
  const folder = dirname(file);
  const temporary = join(folder, `.${basename(file)}.${process.pid}.tmp`);
  try {
    try {
      mkdirSync(folder, { recursive: true });
    } catch (error) {
      // a file where the folder should be: the write below says so (ENOTDIR), as a state write would
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const fd = openSync(temporary, 'w');
    try {
      writeSync(fd, '{}');
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    unlinkSync(temporary);
    return null;
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

/** The error's code for the answer (`ENOSPC`), its whole message (path and system call) for the log. */
const codeOf = (error: unknown) =>
  error instanceof Error ? ((error as NodeJS.ErrnoException).code ?? error.message) : String(error);
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

interface Waiter {
  resolve: () => void;
  reject: (error: PersistError) => void;
}

/**
 * Debounced, batched, crash-safe writes of the state file: at most one write runs at a time, changes
 * made while it runs go in the next one, and every change's promise settles after the write that
 * holds it (a group commit), so an answer sent after it is on disk. A failed write is not retried: its
 * changes are rolled back and their requests refused, so memory never holds an acknowledged change
 * that the disk does not.
 */
export function createStateWriter(options: StateWriterOptions): StateWriter {
  const { file, log } = options;
  removeStaleTemporaries(file);
  let onDisk = options.onDisk;
  /** Waiters of changes not yet in a started write. */
  let pending: Waiter[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running: Promise<void> | null = null;

  const fail = (waiters: Waiter[], error: unknown) => {
    log.error(
      `[persistence] cannot write ${file} (${messageOf(error)}): ${waiters.length} change(s) refused with 503 and rolled back to the state on disk`,
    );
    if (timer) clearTimeout(timer);
    timer = null;
    const dropped = [...waiters, ...pending];
    pending = [];
    options.rollBack(onDisk);
    const refusal = new PersistError(codeOf(error));
    for (const waiter of dropped) waiter.reject(refusal);
  };

  const runWrite = async (): Promise<void> => {
    timer = null;
    if (running) return running.then(runWrite);
    if (pending.length === 0) return;
    const waiters = pending;
    pending = [];
    running = (async () => {
      try {
        const snapshot = options.snapshot();
        if (snapshot !== onDisk) {
          await writeAtomically(file, options.fileText(snapshot));
          onDisk = snapshot;
        }
        for (const waiter of waiters) waiter.resolve();
      } catch (error) {
        fail(waiters, error);
      } finally {
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
      new Promise<void>((resolve, reject) => {
        pending.push({ resolve, reject });
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
      }
    },
  };
}
