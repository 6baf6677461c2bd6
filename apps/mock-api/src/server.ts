import { StateFileError } from './app-state.ts';
import { EnvError, parseEnv } from './env.ts';
import { listen } from './listen.ts';
import { streamLogger } from './log/stream-logger.ts';
import { createMockApi } from './mock-api.ts';

function loadEnv() {
  try {
    return parseEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const env = loadEnv();
const log = streamLogger();
const { app, state } = startMock();

/** The mock over its state file; a file it cannot use stops the start, naming the record and field. */
function startMock() {
  try {
    return createMockApi({ env, log });
  } catch (error) {
    if (error instanceof StateFileError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
const defaultHost = process.env.HOST === undefined || process.env.HOST.trim() === '';
const listening = await listen(app, env.HOST, env.PORT, defaultHost).catch((error: unknown) => {
  console.error(`Cannot listen on ${env.HOST}:${env.PORT}:`, error instanceof Error ? error.message : error);
  process.exit(1);
});
const where = defaultHost ? '127.0.0.1 and [::1] only' : env.HOST;
log.info(
  `LWL mock API on http://localhost:${listening.port}/api/ (reference: http://localhost:${listening.port}/docs; listening on ${where})`,
);
// Tools wait for this line to learn the port: it is written at once, not with the next batch.
void log.flush();

let stopping = false;
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info(`${signal}: stopping the mock API`);
  // The request log is written last, so that it also holds the requests answered while closing.
  const exit = () => void log.flush().finally(() => process.exit(0));
  state
    .flush()
    .catch(() => undefined)
    .finally(() => listening.close(exit));
  setTimeout(() => process.exit(0), 2000).unref();
}
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
