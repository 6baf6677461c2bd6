import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { SessionsSnapshot } from '../sessions/sessions.ts';

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

const isSessions = (v: unknown): v is SessionsSnapshot =>
  isRecord(v) &&
  Object.values(v).every(
    (s) => isRecord(s) && typeof s.userId === 'number' && typeof s.expiresAt === 'string',
  );

/** Reads the state file; `isStore` decides whether its store is usable. */
export function loadStateFile<S>(file: string, isStore: (value: unknown) => value is S): LoadResult<S> {
  if (!existsSync(file)) return { kind: 'missing' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    return { kind: 'invalid', reason: error instanceof Error ? error.message : String(error) };
  }
  if (!isRecord(parsed) || parsed.format !== FORMAT || parsed.version !== 1) {
    return { kind: 'invalid', reason: `not a ${FORMAT} v1 file` };
  }
  const { store, sessions, savedAt } = parsed;
  if (!isStore(store)) return { kind: 'invalid', reason: 'the store does not have the expected shape' };
  if (!isSessions(sessions))
    return { kind: 'invalid', reason: 'the sessions do not have the expected shape' };
  return {
    kind: 'loaded',
    state: {
      format: FORMAT,
      version: 1,
      savedAt: typeof savedAt === 'string' ? savedAt : '',
      store,
      sessions,
    },
  };
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
