import type { StoreCheck } from '../persistence/check-store.ts';
import type { LoadResult } from '../persistence/state-file.ts';
import type { StateWriter, StateWriterOptions } from '../persistence/state-writer.ts';

/**
 * A browser has no files: in a service worker the store is saved in IndexedDB instead (browser/).
 * `MOCK_DATA_FILE` is refused at start, as a folder that cannot be written is refused in Node.
 */
const NO_FILES = 'a browser has no files; the mock in a service worker keeps its data in IndexedDB';

export const writeProblem = (_file: string): Error | null => new Error(NO_FILES);

const refuse = (): never => {
  throw new Error(NO_FILES);
};

export const loadStateFile = <S>(_file: string, _check: (value: unknown) => StoreCheck<S>): LoadResult<S> =>
  refuse();
export const moveAside = (_file: string, _kind: 'corrupt' | 'previous'): string => refuse();
export const createStateWriter = (_options: StateWriterOptions): StateWriter => refuse();
