import { parseEnv } from './env.ts';
import { listen } from './listen.ts';
import type { Logger } from './log/logger.ts';
import { createMockApi, LOOPBACK_PEER } from './mock-api.ts';

export interface InProcessMock {
  /** `http://localhost:<port>` */
  origin: string;
  /**
   * Answers a request without a socket, as the server would (the peer counted as loopback). A chaos
   * drop, which closes the socket on a server, answers `x-lwl-chaos: drop`: abort the request then.
   */
  answer(request: Request): Promise<Response>;
  /** Back to the seed: data, sessions, outbox, scenarios, counters, latency. */
  reset(): void;
  close(): Promise<void>;
}

/** Errors only: a test run reads the mock's failures, not its request lines or outbox. */
const quietLogger: Logger = {
  info: () => undefined,
  error: (line, error) => {
    console.error(line, ...(error === undefined ? [] : [error]));
  },
};

/**
 * The mock in the caller's process, on loopback at `port`, with the seed in memory (never a data
 * file): each end-to-end worker starts its own, so workers never share or reset each other's data.
 * `webOrigin` is the web app its e-mails link to (`MOCK_WEB_ORIGIN`; otherwise the environment's).
 */
export async function startInProcessMock(
  port: number,
  options: { webOrigin?: string } = {},
): Promise<InProcessMock> {
  const env = parseEnv({
    ...process.env,
    PORT: String(port),
    MOCK_LOG: '0',
    MOCK_DATA_FILE: undefined,
    ...(options.webOrigin ? { MOCK_WEB_ORIGIN: options.webOrigin } : {}),
  });
  const { app, state } = createMockApi({ env, log: quietLogger });
  const listening = await listen(app, '127.0.0.1', port, true);
  return {
    origin: `http://localhost:${listening.port}`,
    answer: async (request) => app.fetch(request, LOOPBACK_PEER),
    reset: () => state.reset(),
    close: () => new Promise((resolve) => listening.close(() => resolve())),
  };
}
