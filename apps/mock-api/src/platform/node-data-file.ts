/** Node's data file (`MOCK_DATA_FILE`): the state file, its journal and its writer. */
export { loadStateFile, moveAside } from '../persistence/state-file.ts';
export { createStateWriter, writeProblem } from '../persistence/state-writer.ts';
