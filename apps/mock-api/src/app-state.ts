import { createStateWriter, loadStateFile, moveAside, writeProblem } from '#platform/data-file';
import { type Chaos, createChaos } from './chaos/chaos.ts';
import { type Clock, fixedClock, systemClock } from './clock/clock.ts';
import type { Env } from './env.ts';
import type { Logger } from './log/logger.ts';
import { createOutbox, type Outbox } from './outbox/outbox.ts';
import type { StoreCheck } from './persistence/check-store.ts';
import { PersistError } from './persistence/persist-error.ts';
import { stateFileText, stateSnapshot } from './persistence/state-text.ts';
import type { OnDisk } from './persistence/state-writer.ts';
import { trackChanges } from './persistence/track-changes.ts';
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
  /** Seeded faults on the API calls (`PUT /__mock/chaos`). */
  readonly chaos: Chaos;
  store: S;
  /** Delay before every /api call (`PUT /__mock/latency`). */
  latencyMs: number;
  /** Restores the seed: a fresh store, no sessions, an empty outbox, no scenarios, chaos or throttles, the configured latency. */
  reset(): void;
  /**
   * Watches a call that may change state, from just before it runs: the function returned, called
   * once it ran, applies the caps (`afterChange`) and settles when what it changed is on disk
   * (`MOCK_DATA_FILE`, batched with other changes), at once when it changed nothing or there is no
   * file. It rejects with a `PersistError` when the write failed (the state is rolled back to the
   * file) or the state was rolled back while the call ran. The narrower the watched span, the better a
   * change is told from a concurrent call's: the API calls watch their handler alone.
   */
  watch(): () => Promise<void>;
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
  /** Decides whether a state file's store is usable (default: any object). */
  checkStore?: (value: unknown) => StoreCheck<S>;
  /** Runs after every call that may change state, before it is compared and persisted (the caps). */
  afterChange?: (state: AppState<S>) => void;
  /**
   * Fills in what a state file written by an older mock lacks (order keys, ticket codes); true when it
   * changed something. The upgraded state is written at once, so nothing an answer shows from it (a
   * link's key) can change at the next start.
   */
  upgrade?: (store: S) => boolean;
}

/** A state file the mock will not start on (without `MOCK_DATA_RESET=1`): the message says why and what to do. */
export class StateFileError extends Error {
  override name = 'StateFileError';
}

const anyObject = <S>(value: unknown): StoreCheck<S> =>
  typeof value === 'object' && value !== null
    ? { ok: true, store: value as S }
    : { ok: false, problem: 'expected an object' };

export function createAppState<S>(options: StateOptions<S>): AppState<S> {
  const { env, log } = options;
  const clock = options.clock ?? (env.MOCK_NOW ? fixedClock(env.MOCK_NOW) : systemClock());
  const sessions = createSessions({
    clock,
    ttlSeconds: env.MOCK_TOKEN_TTL_S,
    maxPerUser: env.MOCK_MAX_SESSIONS_PER_USER,
  });
  const file = env.MOCK_DATA_FILE;
  const unwritable = file ? writeProblem(file) : null;
  if (file && unwritable)
    throw new StateFileError(
      `[persistence] The state file ${file} cannot be written (${unwritable.message}).\n` +
        'The mock did not start: every change would be refused. Make its folder writable (or free some ' +
        'space), or point MOCK_DATA_FILE somewhere that is.',
    );
  let loadedFromFile = false;
  const initialStore = (): S => {
    if (options.store !== undefined) return options.store;
    if (!file) return options.seed(clock.now());
    const loaded = loadStateFile(file, options.checkStore ?? anyObject<S>);
    if (env.MOCK_DATA_RESET && loaded.kind !== 'missing') {
      const aside = moveAside(file, loaded.kind === 'invalid' ? 'corrupt' : 'previous');
      const why = loaded.kind === 'invalid' ? ` (it ${loaded.reason})` : '';
      log.info(
        `[persistence] MOCK_DATA_RESET=1: moved ${file} aside to ${aside}${why}; starting from the seed`,
      );
      return options.seed(clock.now());
    }
    if (loaded.kind === 'loaded') {
      loadedFromFile = true;
      sessions.restore(loaded.state.sessions);
      log.info(`[persistence] loaded ${file}`);
      return loaded.state.store;
    }
    if (loaded.kind === 'invalid')
      throw new StateFileError(
        `[persistence] The state file ${file} ${loaded.reason}.\n` +
          `The mock did not start, so the file is untouched. Fix or remove it, or start with MOCK_DATA_RESET=1 ` +
          `to move it aside (to ${file}.corrupt-<timestamp>) and start from the seed.`,
      );
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
    chaos: createChaos(),
    store: initialStore(),
    latencyMs: env.MOCK_LATENCY_MS,
    reset() {
      state.store = options.seed(clock.now());
      sessions.clear();
      state.outbox.clear();
      state.scenarios.clear();
      state.chaos.stop();
      state.guards.clear();
      state.latencyMs = env.MOCK_LATENCY_MS;
    },
    watch: () => {
      if (!writer)
        return () => {
          options.afterChange?.(state);
          return Promise.resolve();
        };
      const before = changeMark();
      const since = rollbacks;
      return () => {
        // First: a rollback may have undone this call's change, leaving the state as it was before.
        if (rollbacks !== since) return Promise.reject(new PersistError('rolled back while the call ran'));
        // A call that wrote nothing put nothing over a cap: the caps (a scan of the store) are skipped.
        if (changeMark() === before) return Promise.resolve();
        options.afterChange?.(state);
        return writer.changed();
      };
    },
    flush: () => writer?.flush() ?? Promise.resolve(),
  };
  /** Rollbacks so far: a call that ran across one may have changed a store that is gone. */
  let rollbacks = 0;
  /**
   * With a file, the store is read and written through a tracking view (persistence/track-changes.ts):
   * a call is told to have changed nothing without serializing the state, and a write holds only the
   * records changed. Replacing the store (a reset, a rollback) starts a new view; the next write is a
   * full one. Without a file nothing is tracked (the store is used as it is): an empty stand-in.
   */
  let tracked = trackChanges((file ? state.store : {}) as S & object);
  /** Stores replaced so far, and the sessions' version at the last batch collected. */
  let replaced = 0;
  let collectedReplaced = 0;
  let collectedSessions = sessions.version();
  const changeMark = () => `${replaced}:${tracked.version()}:${sessions.version()}`;
  const snapshot = () => stateSnapshot({ store: tracked.target, sessions: sessions.snapshot() });
  const writer = file
    ? createStateWriter({
        file,
        log,
        debounceMs: env.MOCK_PERSIST_DEBOUNCE_MS,
        collect: () => {
          const changes = tracked.take();
          const version = sessions.version();
          const sessionsChanged = version !== collectedSessions;
          collectedSessions = version;
          if (replaced !== collectedReplaced) {
            collectedReplaced = replaced;
            return { full: true };
          }
          return { full: false, changes, sessions: sessionsChanged ? sessions.snapshot() : null };
        },
        snapshot,
        fileText: (text, journal) => stateFileText(text, clock.now().toISOString(), journal),
        onDisk: JSON.parse(snapshot()) as OnDisk,
        rollBack: (restored) => {
          state.store = restored.store as S;
          sessions.restore(restored.sessions);
          rollbacks += 1;
        },
      })
    : null;
  if (writer)
    Object.defineProperty(state, 'store', {
      enumerable: true,
      get: () => tracked.view,
      set: (store: S & object) => {
        tracked = trackChanges(store);
        replaced += 1;
      },
    });
  if (writer && loadedFromFile && options.upgrade?.(state.store)) {
    writer.changed().then(
      () => log.info(`[persistence] ${file}: upgraded to this version's records`),
      (error: unknown) => log.error(`[persistence] ${file}: could not write the upgraded records`, error),
    );
  }
  return state;
}
