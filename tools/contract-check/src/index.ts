export { type CheckOptions, type CheckRow, checkBackend, type Verdict } from './check.ts';
export { exitCodeOf, formatReport } from './report.ts';
