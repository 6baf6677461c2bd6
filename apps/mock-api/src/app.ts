import { type Endpoints, endpoints } from '@lwl/schemas';
import { Hono } from 'hono';
import { type AppState, createAppState } from './app-state.ts';
import { chaosRoutes } from './chaos/chaos-routes.ts';
import type { Clock } from './clock/clock.ts';
import type { Env } from './env.ts';
import { consoleLogger, type Logger } from './log/logger.ts';
import { logRequests } from './log/request-log.ts';
import { limitBody } from './middleware/body-limit.ts';
import { localCors } from './middleware/cors.ts';
import { devControlGuard } from './middleware/dev-controls.ts';
import { answerNotFound, answerUnexpected } from './middleware/errors.ts';
import { hostCheck } from './middleware/host-check.ts';
import { persistChanges } from './middleware/persist-changes.ts';
import { openApiRoutes } from './openapi/openapi-routes.ts';
import { EXAMPLE_ACCOUNT } from './openapi/seed-examples.ts';
import { outboxRoutes } from './outbox/outbox-routes.ts';
import type { StoreCheck } from './persistence/check-store.ts';
import type { HandlerMap } from './registry/handler.ts';
import { registerTable } from './registry/register-routes.ts';
import type { EndpointTable } from './registry/table.ts';
import { mockControlRoutes } from './scenarios/mock-routes.ts';
import type { Store } from './store/store.ts';
import { mountUpstream } from './upstream/upstream.ts';

export interface CreateAppOptions<T extends EndpointTable, S> {
  env: Env;
  /** One handler per table operation. */
  handlers: NoInfer<HandlerMap<T, S>>;
  /** A fresh store for an instant: used at start (without `store` or a usable `MOCK_DATA_FILE`) and on reset. */
  seed: (now: Date) => S;
  /** The endpoint table; the real `endpoints` by default. */
  table?: T;
  /** Initial store (otherwise `MOCK_DATA_FILE` when usable, else `seed`). */
  store?: S;
  /** Otherwise `MOCK_NOW` frozen, else the system clock. */
  clock?: Clock;
  /** Otherwise the console. Request lines are written unless `MOCK_LOG=0`. */
  log?: Logger;
  /** Decides whether a store read from `MOCK_DATA_FILE` is usable, naming what is wrong (default: any object). */
  checkStore?: (value: unknown) => StoreCheck<S>;
  /** See `StateOptions.upgrade`. */
  upgrade?: (store: S) => boolean;
  /** Runs after every request that may change state, before it is persisted (the caps on records). */
  afterChange?: (state: AppState<S>) => void;
  /** Extra routes outside the table (checkout script, images), built over the state. */
  mounts?: ReadonlyArray<(state: AppState<S>) => Hono>;
}

export interface MockApp<S = Store> {
  app: Hono;
  state: AppState<S>;
}

/** The mock API as a Hono app plus its state; tests drive it in-process with `app.request()`. */
export function createApp<T extends EndpointTable = Endpoints, S = Store>(
  options: CreateAppOptions<T, S>,
): MockApp<S> {
  const table: EndpointTable = options.table ?? endpoints;
  const log = options.log ?? consoleLogger();
  const state = createAppState({
    env: options.env,
    table,
    log,
    seed: options.seed,
    store: options.store,
    clock: options.clock,
    checkStore: options.checkStore,
    afterChange: options.afterChange,
    upgrade: options.upgrade,
  });
  const app = new Hono();
  app.use('*', hostCheck(options.env.MOCK_ALLOWED_HOSTS));
  app
    .use('*', localCors(options.env.MOCK_ALLOWED_HOSTS))
    .use('*', limitBody())
    .use('/__mock/*', devControlGuard(options.env.MOCK_ALLOWED_HOSTS))
    // The controls that change state (reset, the sandbox's payment); API calls watch their handler.
    .use('/__mock/*', persistChanges(state.watch))
    .route('/', mockControlRoutes(state))
    .route('/', chaosRoutes(state))
    .route('/', outboxRoutes(state.outbox))
    .route(
      '/',
      openApiRoutes(
        table,
        { phrase: options.env.DYNAMIC_KEY_PHRASE, account: EXAMPLE_ACCOUNT },
        options.env.MOCK_BASE_PATH,
      ),
    );
  mountUpstream(app, options.env, table, log);
  registerTable(app, table, options.handlers, state);
  for (const mount of options.mounts ?? []) app.route('/', mount(state));
  app.notFound(answerNotFound).onError(answerUnexpected(log));
  // Both the server and `app.request()` (the tests) call `app.fetch`.
  if (options.env.MOCK_LOG) app.fetch = logRequests(app.fetch, log);
  return { app, state };
}
