import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { SessionsSnapshot } from '../sessions/sessions.ts';
import type { StoreCheck } from './check-store.ts';
import { FORMAT } from './state-text.ts';
import { applyChanges, type Change } from './track-changes.ts';

/** What `MOCK_DATA_FILE` holds: the store and the sessions, so signed-in users stay signed in. */
export interface PersistedState<S> {
  format: typeof FORMAT;
  version: 1;
  savedAt: string;
  /**
   * The id of the journal that continues this file (`<file>.journal`, whose first line names it):
   * the changes written since, one line per batch. Absent: no journal continues it.
   */
  journal?: string;
  store: S;
  sessions: SessionsSnapshot;
}

const JOURNAL_FORMAT = 'lwl-mock-journal';

/** The journal beside a state file. */
export const journalFileOf = (file: string) => `${file}.journal`;

/** A journal's first line: the state file it continues. */
export const journalHeader = (id: string) => `${JSON.stringify({ format: JOURNAL_FORMAT, base: id })}\n`;

/** One batch of the journal: the records and values changed, and the sessions when they changed. */
export interface JournalBatch {
  changes: Change[];
  sessions?: SessionsSnapshot;
}

/**
 * Applies the journal that continues a state file (`id` from its header) to its store and sessions.
 * A journal of another id is one the state file already holds (a crash between writing a new state
 * file and its new journal). A last line cut short is a batch whose write never finished, so never
 * acknowledged: it is left out. Answers a problem, or null.
 */
function replayJournal(
  file: string,
  id: string,
  state: { store: unknown; sessions: unknown },
): string | null {
  const journal = journalFileOf(file);
  if (!existsSync(journal)) return null;
  const lines = readFileSync(journal, 'utf8').split('\n');
  let header: unknown;
  try {
    header = JSON.parse(lines[0] ?? '');
  } catch {
    return null;
  }
  if (!isRecord(header) || header.format !== JOURNAL_FORMAT || header.base !== id) return null;
  for (const [index, line] of lines.entries()) {
    if (index === 0 || line === '') continue;
    let batch: JournalBatch;
    try {
      batch = JSON.parse(line) as JournalBatch;
    } catch (error) {
      if (index === lines.length - 1) return null; // cut short by a crash: never acknowledged
      return `${journal} line ${index + 1} is not JSON (${reasonOf(error)})`;
    }
    try {
      if (isRecord(state.store)) applyChanges(state.store, batch.changes ?? []);
    } catch (error) {
      return `${journal} line ${index + 1}: ${reasonOf(error)}`;
    }
    if (batch.sessions !== undefined) state.sessions = batch.sessions;
  }
  return null;
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
  const state = { store: parsed.store, sessions: parsed.sessions };
  if (typeof parsed.journal === 'string') {
    const problem = replayJournal(file, parsed.journal, state);
    if (problem) return { kind: 'invalid', reason: `has a bad journal: ${problem}` };
  }
  const { savedAt } = parsed;
  const { store, sessions } = state;
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
 * `<file>.<kind>-<timestamp>` (and its journal beside it), never overwriting an earlier copy. Answers
 * the copy's path.
 */
export function moveAside(file: string, kind: 'corrupt' | 'previous', at: Date = new Date()): string {
  const stamp = at.toISOString().replace(/[:.]/g, '-');
  let target = `${file}.${kind}-${stamp}`;
  for (let n = 2; existsSync(target); n += 1) target = `${file}.${kind}-${stamp}-${n}`;
  renameSync(file, target);
  // its journal goes with it: the copy is the whole state it was
  if (existsSync(journalFileOf(file))) renameSync(journalFileOf(file), journalFileOf(target));
  return target;
}

/** The file's text for a state. */
const stateFileContent = <S>(data: { store: S; sessions: SessionsSnapshot; savedAt: string }) =>
  JSON.stringify({ format: FORMAT, version: 1, ...data } satisfies PersistedState<S>);

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
