import { type Clock, fixedClock, systemClock } from './clock/clock.ts';
import type { Env } from './env.ts';
import type { Logger } from './log/logger.ts';
import { createOutbox, type Outbox } from './outbox/outbox.ts';
import { loadStateFile, stateFileContent } from './persistence/state-file.ts';
import { createStateWriter } from './persistence/state-writer.ts';
import type { EndpointTable } from './registry/table.ts';
import { createScenarios, type Scenarios } from './scenarios/scenarios.ts';
import { createSessions, type Sessions } from './sessions/sessions.ts';
import { createGuards, type Guards } from './throttle/guards.ts';

/** Everything the running mock holds. `store` is replaced on reset: read it through the state each time. */
export interface AppState<S> {
  readonly env: Env;
  readonly clock: Clock;
  readonly table: EndpointTable;
  readonly log: Logger;
  readonly sessions: Sessions;
  readonly outbox: Outbox;
  readonly scenarios: Scenarios;
  readonly guards: Guards;
  store: S;
  /** Delay before every /api call (`PUT /__mock/latency`). */
  latencyMs: number;
  /** Restores the seed: a fresh store, no sessions, an empty outbox, no scenarios or throttles, the configured latency. */
  reset(): void;
  /**
   * Records a change for `MOCK_DATA_FILE` (batched with others); settles once it is on disk, or at
   * once without a file.
   */
  persist(): Promise<void>;
  /** Writes whatever is pending now (at shutdown). */
  flush(): Promise<void>;
}

export interface StateOptions<S> {
  env: Env;
  table: EndpointTable;
  log: Logger;
  /** A fresh store for the instant given (the seed is relative to the clock). */
  seed: (now: Date) => S;
  store?: S;
  clock?: Clock;
  isStore?: (value: unknown) => value is S;
}

const isObject = <S>(value: unknown): value is S => typeof value === 'object' && value !== null;

export function createAppState<S>(options: StateOptions<S>): AppState<S> {
  const { env, log } = options;
  const clock = options.clock ?? (env.MOCK_NOW ? fixedClock(env.MOCK_NOW) : systemClock());
  const sessions = createSessions({
    clock,
    ttlSeconds: env.MOCK_TOKEN_TTL_S,
    maxPerUser: env.MOCK_MAX_SESSIONS_PER_USER,
  });
  const file = env.MOCK_DATA_FILE;
  const initialStore = (): S => {
    if (options.store !== undefined) return options.store;
    if (!file) return options.seed(clock.now());
    const loaded = loadStateFile(file, options.isStore ?? isObject<S>);
    if (loaded.kind === 'loaded') {
      sessions.restore(loaded.state.sessions);
      log.info(`[persistence] loaded ${file}`);
      return loaded.state.store;
    }
    if (loaded.kind === 'invalid')
      log.error(`[persistence] ignoring ${file}: ${loaded.reason}; using the seed`);
    return options.seed(clock.now());
  };
  const state: AppState<S> = {
    env,
    clock,
    table: options.table,
    log,
    sessions,
    outbox: createOutbox({ clock, log, max: env.MOCK_MAX_OUTBOX }),
    scenarios: createScenarios(),
    guards: createGuards(env, clock),
    store: initialStore(),
    latencyMs: env.MOCK_LATENCY_MS,
    reset() {
      state.store = options.seed(clock.now());
      sessions.clear();
      state.outbox.clear();
      state.scenarios.clear();
      state.guards.clear();
      state.latencyMs = env.MOCK_LATENCY_MS;
    },
    persist: () => writer?.changed() ?? Promise.resolve(),
    flush: () => writer?.flush() ?? Promise.resolve(),
  };
  const writer = file
    ? createStateWriter({
        file,
        log,
        debounceMs: env.MOCK_PERSIST_DEBOUNCE_MS,
        serialize: () =>
          stateFileContent({
            store: state.store,
            sessions: sessions.snapshot(),
            savedAt: clock.now().toISOString(),
          }),
      })
    : null;
  return state;
}
