import type { Drift } from '@lwl/schemas/drift';

/** One recorded departure of a proxied call from the contract. */
export interface DriftRecord extends Drift {
  at: string;
  /** `"METHOD path"` of the table, or the raw method and path when no operation matches. */
  operation: string;
  /** What departed: the client's request or the upstream's answer. */
  side: 'request' | 'response';
  /** The upstream's status (the answer passed through); null for a request drift. */
  status: number | null;
}

/** One proxied call: who answered it. */
export interface ProxiedCall {
  at: string;
  operation: string;
  status: number;
  source: 'upstream' | 'mock';
  /** Why the mock answered: the upstream lacked the endpoint (404/501) or could not be reached. */
  reason?: string;
}

const LIMIT = 200;

/** The last 200 drifts and calls, newest last, plus totals since start (or the last clear). */
export function createDriftLog() {
  let drifts: DriftRecord[] = [];
  let calls: ProxiedCall[] = [];
  let totals = { calls: 0, drifts: 0, fallbacks: 0 };
  const keepLast = <T>(list: T[], item: T) => [...list.slice(-(LIMIT - 1)), item];
  return {
    addDrift(record: DriftRecord) {
      drifts = keepLast(drifts, record);
      totals = { ...totals, drifts: totals.drifts + 1 };
    },
    addCall(call: ProxiedCall) {
      calls = keepLast(calls, call);
      totals = {
        ...totals,
        calls: totals.calls + 1,
        fallbacks: totals.fallbacks + (call.source === 'mock' ? 1 : 0),
      };
    },
    snapshot: () => ({ totals, drifts, calls }),
    clear() {
      drifts = [];
      calls = [];
      totals = { calls: 0, drifts: 0, fallbacks: 0 };
    },
  };
}

export type DriftLog = ReturnType<typeof createDriftLog>;
