/**
 * The screens recorded by the end-to-end run (`npm run studio:screens`), shipped in the build under
 * screens/: a manifest of chart id → state path → image file.
 */
import { useEffect, useState } from 'react';

export interface ScreensManifest {
  /** Null when the build carries no recording. */
  recordedAt: string | null;
  charts: Record<string, Record<string, string>>;
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
