/**
 * The mock API exactly as `apps/mock-api/src/server.ts` starts it, under its own file name: scripts that
 * stop development mocks by command line (`pkill -f mock-api/src/server.ts`) then leave the benchmark's
 * mock alone, which happened mid-run on the shared benchmark machine.
 */
import '../apps/mock-api/src/server.ts';
