import { loadStateFile, type PersistedState } from '../src/persistence/state-file.ts';

/**
 * What a `MOCK_DATA_FILE` holds, read as a start reads it: the state file and the journal of the
 * changes written since (the file alone is the state at its last full write).
 */
export function readState<S = unknown>(file: string): PersistedState<S> {
  const loaded = loadStateFile(file, (store) => ({ ok: true, store: store as S }));
  if (loaded.kind !== 'loaded') throw new Error(`${file}: ${JSON.stringify(loaded)}`);
  return loaded.state;
}
