import SonicBoom from 'sonic-boom';
import type { Logger } from './logger.ts';

/** How long a written line may wait in the buffer before it reaches the file or terminal. */
export const LOG_FLUSH_MS = 250;

/** Bytes gathered before a write is started without waiting for the flush timer (below sonic-boom's 16 kB write size). */
const BATCH_BYTES = 8 * 1024;

export interface StreamLogger extends Logger {
  /** Resolves once every line written so far has reached the destination (or it failed: a log never blocks an exit). */
  flush(): Promise<void>;
}

/**
 * The server's logger: info lines go to `fd` (standard output by default) through sonic-boom, the
 * asynchronous destination pino uses, in batches of 8 kB written off the event loop and at
 * least every `flushMs`. `console.log` writes each line synchronously to a file or a terminal (one
 * system call per request, on the request's path); here a request only appends to a buffer.
 * Errors stay on `console.error`: rare, and wanted at once, with their stack.
 * See docs/decisions/0016-request-log-destination.md.
 */
export function streamLogger(options: { fd?: number; flushMs?: number } = {}): StreamLogger {
  const destination = new SonicBoom({
    fd: options.fd ?? 1,
    sync: false,
    minLength: BATCH_BYTES,
    periodicFlush: options.flushMs ?? LOG_FLUSH_MS,
  });
  // A closed pipe or a full disk must not crash the mock: drop the log, keep serving.
  destination.on('error', () => undefined);
  const flushNow = () => {
    try {
      destination.flushSync();
    } catch {
      // the destination is gone; nothing more to write
    }
  };
  // Whatever ends the process (process.exit included), the buffered lines are written first.
  process.once('exit', flushNow);
  return {
    info: (line) => {
      destination.write(`${line}\n`);
    },
    error: (line, error) => {
      console.error(line, ...(error === undefined ? [] : [error]));
    },
    flush: () =>
      new Promise<void>((resolve) => {
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
