/**
 * The screens recorded from the app (`npm run studio:screens`) and committed in apps/studio/screens,
 * shipped in the build under screens/: per chart, state path → image file, and for a shared chart
 * (the checkout) the same per flow that runs it.
 */
import { useEffect, useState } from 'react';

export interface ChartScreens {
  /** The chart's states when they were recorded (fingerprint.ts). */
  fingerprint: string;
  /** State path → file under screens/ (for a shared chart: the first flow that reached the state). */
  states: Record<string, string>;
  /** Shared charts: the flow's machine id → state path → file. */
  flows?: Record<string, Record<string, string>>;
  /** The recording specs that took them (tests/screens/...), to re-take just these. */
  specs: string[];
}

export interface ScreensManifest {
  /** The commit the app was at when they were taken; null when the build carries no recording. */
  commit: string | null;
  recordedAt: string | null;
  charts: Record<string, ChartScreens>;
}

let loading: Promise<ScreensManifest | null> | undefined;

function loadManifest(): Promise<ScreensManifest | null> {
  loading ??= fetch('./screens/manifest.json')
    .then((response) => (response.ok ? (response.json() as Promise<ScreensManifest>) : null))
    .catch(() => null);
  return loading;
}

/** Null while loading or when no recording was built in. */
export function useScreens(): ScreensManifest | null {
  const [manifest, setManifest] = useState<ScreensManifest | null>(null);
  useEffect(() => {
    let current = true;
    loadManifest().then((m) => current && setManifest(m));
    return () => {
      current = false;
    };
  }, []);
  return manifest;
}
