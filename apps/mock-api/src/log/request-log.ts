import type { Hono } from 'hono';
import { getPath } from 'hono/utils/url';
import type { Logger } from './logger.ts';

type Fetch = Hono['fetch'];

const line = (request: Request, response: Response, started: number) =>
  `${request.method} ${getPath(request)} ${response.status} ${(performance.now() - started).toFixed(1)}ms`;

/**
 * `fetch` writing one line per request: method, path (as the router reads it), status, milliseconds.
 * Around the app's whole `fetch` rather than as its first middleware, where it was one more async step
 * of Hono's chain on every request (an async function, an `await`, the chain's own promise); here it
 * is one `then`. No named function is made per request: `tsx`, which runs the mock, gives each one its
 * name with a property definition (docs/decisions/0016).
 */
export function logRequests(fetch: Fetch, log: Logger): Fetch {
  return (request, ...rest) => {
    const started = performance.now();
    const answer = fetch(request, ...rest);
    if (!(answer instanceof Promise)) {
      log.info(line(request, answer, started));
      return answer;
    }
    return answer.then((response) => {
      log.info(line(request, response, started));
      return response;
    });
  };
}
