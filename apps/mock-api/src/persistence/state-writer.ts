import { randomBytes } from 'node:crypto';
import { closeSync, fsyncSync, mkdirSync, openSync, readdirSync, unlinkSync, writeSync } from 'node:fs';
import { type FileHandle, mkdir, open, rename, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { Logger } from '../log/logger.ts';
import type { SessionsSnapshot } from '../sessions/sessions.ts';
import { PersistError } from './persist-error.ts';
import { type JournalBatch, journalFileOf, journalHeader } from './state-file.ts';
import { applyChanges, type Change } from './track-changes.ts';

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

/** What changed since the last write: the state replaced (a reset, a rollback), or its changes. */
type Batch = { full: true } | { full: false; changes: Change[]; sessions: SessionsSnapshot | null };

/** The state as the writer keeps it for rollbacks: what the disk holds. */
export interface OnDisk {
  store: unknown;
  sessions: SessionsSnapshot;
}

export interface StateWriterOptions {
  file: string;
  /** The changes since the last call (`trackChanges`' `take`, the sessions when they changed). */
  collect: () => Batch;
  /** The whole state as text, `{"store":…,"sessions":…}`: a full write. */
  snapshot: () => string;
  /** The file's text for a snapshot, continued by the journal `journal`. */
  fileText: (snapshot: string, journal: string) => string;
  /** The state at start: what a rollback before the first write goes back to. */
  onDisk: OnDisk;
  /** Puts the state back to what the disk holds, after a failed write. */
  rollBack: (state: OnDisk) => void;
  log: Logger;
  debounceMs: number;
  /** Journal bytes past which the next write is a full one (default: the state file's size, at least 1 MB). */
  compactAtBytes?: number;
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
 * Debounced, batched, crash-safe writes of the state: at most one write runs at a time, changes made
 * while it runs go in the next one, and every change's promise settles after the write that holds it
 * (a group commit), so an answer is sent after it is on disk. A write appends the batch's changed
 * records to the journal (`<file>.journal`) and flushes it: it costs what the batch changed. The first
 * write after a start, after a reset or a failed write, and once the journal outgrows the state file,
 * is a full one instead: a new state file (written aside, flushed, renamed over the old one) and a new,
 * empty journal, so a start replays little. A failed write is not retried: its changes are rolled back
 * and their requests refused, so memory never holds an acknowledged change that the disk does not.
 */
export function createStateWriter(options: StateWriterOptions): StateWriter {
  const { file, log } = options;
  const journalFile = journalFileOf(file);
  removeStaleTemporaries(file);
  /** What the disk holds, kept by applying each written batch: a rollback needs no read. */
  let onDisk: OnDisk = options.onDisk;
  let journal: FileHandle | null = null;
  let journalBytes = 0;
  let compactAt = 0;
  let full = true;
  /** Waiters of changes not yet in a started write. */
  let pending: Waiter[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running: Promise<void> | null = null;

  const closeJournal = async () => {
    const handle = journal;
    journal = null;
    await handle?.close().catch(() => undefined);
  };

  const fail = (waiters: Waiter[], error: unknown) => {
    log.error(
      `[persistence] cannot write ${file} (${messageOf(error)}): ${waiters.length} change(s) refused with 503 and rolled back to the state on disk`,
    );
    if (timer) clearTimeout(timer);
    timer = null;
    const dropped = [...waiters, ...pending];
    pending = [];
    // The journal may end in a torn line: the next write starts a new state file and journal.
    full = true;
    void closeJournal();
    options.rollBack(structuredClone(onDisk));
    const refusal = new PersistError(codeOf(error));
    for (const waiter of dropped) waiter.reject(refusal);
  };

  /** A new state file and an empty journal continuing it. */
  const writeFull = async () => {
    const snapshot = options.snapshot();
    const id = randomBytes(8).toString('hex');
    await closeJournal();
    const text = options.fileText(snapshot, id);
    await writeAtomically(file, text);
    const header = journalHeader(id);
    await writeAtomically(journalFile, header);
    journal = await open(journalFile, 'a');
    journalBytes = Buffer.byteLength(header);
    compactAt = options.compactAtBytes ?? Math.max(Buffer.byteLength(text), 1 << 20);
    onDisk = JSON.parse(snapshot) as OnDisk;
    full = false;
  };

  /** One line of changes at the end of the journal, flushed. */
  const append = async (batch: JournalBatch) => {
    const line = `${JSON.stringify(batch)}\n`;
    if (!journal) throw new Error('no journal open');
    await journal.write(line);
    await journal.datasync();
    journalBytes += Buffer.byteLength(line);
    const written = JSON.parse(line) as JournalBatch;
    applyChanges(onDisk.store as object, written.changes);
    if (written.sessions) onDisk.sessions = written.sessions;
    if (journalBytes > compactAt) full = true;
  };

  /** Whether the open journal is still the file at its path (not moved, removed or replaced). */
  const journalInPlace = async (): Promise<boolean> => {
    if (!journal) return false;
    try {
      const [open, there] = await Promise.all([journal.stat(), stat(journalFile)]);
      return open.ino === there.ino && open.dev === there.dev;
    } catch {
      return false;
    }
  };

  const runWrite = async (): Promise<void> => {
    timer = null;
    if (running) return running.then(runWrite);
    if (pending.length === 0) return;
    const waiters = pending;
    pending = [];
    running = (async () => {
      try {
        // Checked before the batch is taken, so that nothing runs between taking and writing it.
        if (!full && !(await journalInPlace())) full = true;
        const batch = options.collect();
        if (batch.full || full) await writeFull();
        else if (batch.changes.length > 0 || batch.sessions)
          await append({
            changes: batch.changes,
            ...(batch.sessions ? { sessions: batch.sessions } : {}),
          });
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
