/**
 * What the walk played in the app reached (`npm run test:paths` writes apps/studio/screens/app-coverage.json,
 * docs/app-paths.md): per machine, its states seen in the app and those not reachable from it, with
 * the reason. The chart says so on each state instead of "no test".
 */
import { useEffect, useState } from 'react';

interface Unreachable {
  kind: 'state' | 'transition';
  path: string;
  reason: string;
}

type AppCoverage = Record<string, { unreachable: Unreachable[] }>;

/** A state in the app: seen (null), or not reachable, with the reason. */
export type InApp = ReadonlyMap<string, string | null>;

let loading: Promise<AppCoverage | null> | undefined;

function load(): Promise<AppCoverage | null> {
  loading ??= fetch('./screens/app-coverage.json')
    .then((response) => (response.ok ? (response.json() as Promise<AppCoverage>) : null))
    .catch(() => null);
  return loading;
}

/** State path → null (seen in the app) or the reason it is not reachable, for the machine the app runs. */
export function inAppOf(
  coverage: AppCoverage | null,
  machineId: string,
  paths: readonly string[],
): InApp | undefined {
  const entry = coverage?.[machineId];
  if (!entry) return undefined;
  const reasons = new Map(entry.unreachable.filter((u) => u.kind === 'state').map((u) => [u.path, u.reason]));
  return new Map(paths.map((path) => [path, reasons.get(path) ?? null]));
}

export function useAppCoverage(): AppCoverage | null {
  const [coverage, setCoverage] = useState<AppCoverage | null>(null);
  useEffect(() => {
    let current = true;
    load().then((c) => current && setCoverage(c));
    return () => {
      current = false;
    };
  }, []);
  return coverage;
}
