import type { EndpointDef, ErrorStatus } from '@lwl/schemas';
import { documentedStatuses } from '@lwl/schemas/drift';
import type { EndpointTable } from '../registry/table.ts';

/** Statuses a scenario may force on an endpoint: its documented errors plus 500, ascending. */
export { documentedStatuses };

/** `code=N` of a `Prefer` header (Prism's convention); null when the header names no code. */
export function preferredCode(prefer: string | undefined): string | null {
  if (!prefer) return null;
  const match = /(?:^|[\s,;])code=([^\s,;]+)/.exec(prefer);
  return match?.[1] ?? null;
}

export type ScenarioChoice =
  | { kind: 'none' }
  | { kind: 'force'; status: ErrorStatus }
  | { kind: 'refuse'; documented: ErrorStatus[] };

/** Reads a requested code against an endpoint: 200 means "answer normally". */
export function chooseScenario(def: EndpointDef, code: string | number): ScenarioChoice {
  const documented = documentedStatuses(def);
  const status = Number(code);
  if (status === 200) return { kind: 'none' };
  const forced = documented.find((s) => s === status);
  return forced === undefined ? { kind: 'refuse', documented } : { kind: 'force', status: forced };
}

/** Sticky scenarios: operation key → status, kept until cleared. */
export interface Scenarios {
  get(operation: string): ErrorStatus | undefined;
  list(): Record<string, ErrorStatus>;
  /** Sets each entry; 200 removes that operation's scenario. Entries must be checked first (`checkScenarios`). */
  apply(entries: Record<string, ErrorStatus | 200>): void;
  clear(): void;
}

export function createScenarios(): Scenarios {
  const byOperation = new Map<string, ErrorStatus>();
  return {
    get: (operation) => byOperation.get(operation),
    list: () => Object.fromEntries([...byOperation].sort(([a], [b]) => a.localeCompare(b))),
    apply: (entries) => {
      for (const [operation, status] of Object.entries(entries)) {
        if (status === 200) byOperation.delete(operation);
        else byOperation.set(operation, status);
      }
    },
    clear: () => byOperation.clear(),
  };
}

export type ScenarioCheck =
  | { ok: true; entries: Record<string, ErrorStatus | 200> }
  | { ok: false; operation: string; problem: 'unknown-operation' }
  | { ok: false; operation: string; problem: 'undocumented'; code: string; documented: ErrorStatus[] };

/** Checks a `PUT /__mock/scenarios` body against the table; the first bad entry refuses the whole body. */
export function checkScenarios(table: EndpointTable, requested: Record<string, number>): ScenarioCheck {
  const entries: Record<string, ErrorStatus | 200> = {};
  for (const [operation, code] of Object.entries(requested)) {
    // Own properties only: "constructor" or "__proto__" must not reach Object.prototype.
    const def = Object.hasOwn(table, operation) ? table[operation] : undefined;
    if (!def) return { ok: false, operation, problem: 'unknown-operation' };
    const choice = chooseScenario(def, code);
    if (choice.kind === 'refuse') {
      return {
        ok: false,
        operation,
        problem: 'undocumented',
        code: String(code),
        documented: choice.documented,
      };
    }
    entries[operation] = choice.kind === 'force' ? choice.status : 200;
  }
  return { ok: true, entries };
}
