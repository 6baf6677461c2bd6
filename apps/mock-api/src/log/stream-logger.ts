import SonicBoom from 'sonic-boom';
import type { Logger } from './logger.ts';

/** How long a written line may wait before it reaches the file or terminal. */
const LOG_FLUSH_MS = 250;

/** Characters gathered before a batch is handed to the destination without waiting for the timer. */
const BATCH_CHARS = 8 * 1024;

export interface StreamLogger extends Logger {
  /** Resolves once every line written so far has reached the destination (or it failed: a log never blocks an exit). */
  flush(): Promise<void>;
}

/**
 * The server's logger: info lines go to `fd` (standard output by default) in batches, at least every
 * `flushMs`, through sonic-boom, the asynchronous destination pino uses, which writes them off the
 * event loop (partial writes, EAGAIN and the synchronous flush at exit are its job). `console.log`
 * writes each line synchronously to a file or a terminal: one system call per request, on the
 * request's path. The lines are joined here rather than written one by one to sonic-boom, whose
 * `write` measures its whole pending buffer each time (microseconds per line at 8 kB batches).
 * Errors stay on `console.error`: rare, and wanted at once, with their stack.
 * See docs/decisions/0016-request-log-destination.md.
 */
export function streamLogger(options: { fd?: number; flushMs?: number } = {}): StreamLogger {
  const destination = new SonicBoom({ fd: options.fd ?? 1, sync: false });
  // A closed pipe or a full disk must not crash the mock: drop the log, keep serving.
  destination.on('error', () => undefined);
  let batch: string[] = [];
  let batchChars = 0;
  const handOver = () => {
    if (batch.length === 0) return;
    const text = `${batch.join('\n')}\n`;
    batch = [];
    batchChars = 0;
    destination.write(text);
  };
  setInterval(handOver, options.flushMs ?? LOG_FLUSH_MS).unref();
  const flushNow = () => {
    handOver();
    try {
      destination.flushSync();
    } catch {
      // the destination is gone; nothing more to write
    }
  };
  // Whatever ends the process (process.exit included), the pending lines are written first.
  process.once('exit', flushNow);
  return {
    info: (line) => {
      batch.push(line);
      batchChars += line.length + 1;
      if (batchChars >= BATCH_CHARS) handOver();
    },
    error: (line, error) => {
      console.error(line, ...(error === undefined ? [] : [error]));
    },
    flush: () =>
      new Promise<void>((resolve) => {
        handOver();
        // Waits for a write in flight (a synchronous flush could overtake it), at most a second.
        const giveUp = setTimeout(() => {
          flushNow();
          resolve();
        }, 1_000);
        destination.flush(() => {
          clearTimeout(giveUp);
          resolve();
        });
      }),
  };
}
