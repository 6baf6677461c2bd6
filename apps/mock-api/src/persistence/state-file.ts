import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { SessionsSnapshot } from '../sessions/sessions.ts';
import type { StoreCheck } from './check-store.ts';

const FORMAT = 'lwl-mock-state';

/** What `MOCK_DATA_FILE` holds: the store and the sessions, so signed-in users stay signed in. */
export interface PersistedState<S> {
  format: typeof FORMAT;
  version: 1;
  savedAt: string;
  store: S;
  sessions: SessionsSnapshot;
}

export type LoadResult<S> =
  | { kind: 'loaded'; state: PersistedState<S> }
  | { kind: 'missing' }
  | { kind: 'invalid'; reason: string };

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The sessions of a file: each `{ userId, expiresAt }`; a bad one is named by the start of its token. */
function checkSessions(sessions: unknown): StoreCheck<SessionsSnapshot> {
  if (!isRecord(sessions)) return { ok: false, problem: 'sessions: expected an object of token → session' };
  const checked: SessionsSnapshot = {};
  for (const [token, session] of Object.entries(sessions)) {
    if (!isRecord(session) || typeof session.userId !== 'number' || typeof session.expiresAt !== 'string')
      return {
        ok: false,
        problem: `sessions[${token.slice(0, 8)}…]: expected { userId: number, expiresAt: string }`,
      };
    checked[token] = { userId: session.userId, expiresAt: session.expiresAt };
  }
  return { ok: true, store: checked };
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Reads the state file; `check` decides whether its store is usable and says what is wrong if not. */
export function loadStateFile<S>(file: string, check: (value: unknown) => StoreCheck<S>): LoadResult<S> {
  if (!existsSync(file)) return { kind: 'missing' };
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    return { kind: 'invalid', reason: `cannot be read (${reasonOf(error)})` };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return { kind: 'invalid', reason: `is not JSON, perhaps cut short (${reasonOf(error)})` };
  }
  if (!isRecord(parsed) || parsed.format !== FORMAT || parsed.version !== 1) {
    return { kind: 'invalid', reason: `is not a ${FORMAT} v1 file` };
  }
  const { store, sessions, savedAt } = parsed;
  const checked = check(store);
  if (!checked.ok) return { kind: 'invalid', reason: `has a bad record: store.${checked.problem}` };
  const checkedSessions = checkSessions(sessions);
  if (!checkedSessions.ok) return { kind: 'invalid', reason: `has a bad record: ${checkedSessions.problem}` };
  return {
    kind: 'loaded',
    state: {
      format: FORMAT,
      version: 1,
      savedAt: typeof savedAt === 'string' ? savedAt : '',
      store: checked.store,
      sessions: checkedSessions.store,
    },
  };
}

/**
 * Moves a state file aside before the mock starts from the seed over it (`MOCK_DATA_RESET=1`):
 * `<file>.<kind>-<timestamp>`, never overwriting an earlier copy. Answers the copy's path.
 */
export function moveAside(file: string, kind: 'corrupt' | 'previous', at: Date = new Date()): string {
  const stamp = at.toISOString().replace(/[:.]/g, '-');
  let target = `${file}.${kind}-${stamp}`;
  for (let n = 2; existsSync(target); n += 1) target = `${file}.${kind}-${stamp}-${n}`;
  renameSync(file, target);
  return target;
}

/** The file's text for a state. */
const stateFileContent = <S>(data: { store: S; sessions: SessionsSnapshot; savedAt: string }) =>
  JSON.stringify({ format: FORMAT, version: 1, ...data } satisfies PersistedState<S>);

/** What the state file holds besides its header: compared to tell whether a call changed anything. */
export const stateSnapshot = <S>(data: { store: S; sessions: SessionsSnapshot }): string =>
  JSON.stringify({ store: data.store, sessions: data.sessions });

/** The file's text for a snapshot: the header, then the snapshot's fields (no second serialization). */
export const stateFileText = (snapshot: string, savedAt: string): string =>
  `{"format":"${FORMAT}","version":1,"savedAt":${JSON.stringify(savedAt)},${snapshot.slice(1)}`;

/** Writes the state synchronously and atomically (a temporary file, then a rename): for fixtures and tools. */
export function writeStateFile<S>(
  file: string,
  data: { store: S; sessions: SessionsSnapshot; savedAt: string },
) {
  const folder = dirname(file);
  mkdirSync(folder, { recursive: true });
  const temporary = join(folder, `.${basename(file)}.${process.pid}.tmp`);
  writeFileSync(temporary, stateFileContent(data));
  renameSync(temporary, file);
}
