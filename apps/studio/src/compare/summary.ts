/**
 * What the build compared the charts with (`STUDIO_COMPARE=<git revision>`), shipped as compare.json:
 * the revision and, per chart, whether it changed and how much. The marks themselves are in each
 * chart's layout (`data-change` on states and transitions).
 */
import { useEffect, useState } from 'react';
import type { ChangeCounts } from './diff.ts';

type ChartChange = 'added' | 'removed' | 'changed' | 'same';

export type CompareCharts = Record<string, { change: ChartChange; counts?: ChangeCounts }>;

export interface CompareManifest {
  /** The revision as given, and the commit it named; null when the build compared nothing. */
  revision: string | null;
  commit?: string;
  charts: CompareCharts;
}

let loading: Promise<CompareManifest | null> | undefined;

function loadManifest(): Promise<CompareManifest | null> {
  loading ??= fetch('./compare.json')
    .then((response) => (response.ok ? (response.json() as Promise<CompareManifest>) : null))
    .catch(() => null);
  return loading;
}

/** The comparison built in; null while loading, or when the build compared nothing. */
export function useCompare(): CompareManifest | null {
  const [manifest, setManifest] = useState<CompareManifest | null>(null);
  useEffect(() => {
    let current = true;
    loadManifest().then((m) => current && setManifest(m?.revision ? m : null));
    return () => {
      current = false;
    };
  }, []);
  return manifest;
}
