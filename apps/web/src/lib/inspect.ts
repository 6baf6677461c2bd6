/**
 * Live inspection for the Flow Studio (apps/studio). In development, `?inspect` in the URL streams
 * every actor's events and snapshots to the studio's relay on localhost (`npm run studio`, port
 * VITE_STUDIO_PORT, default 4400); the studio's Live view shows them. A `vite build --mode
 * studio-screens` build (the end-to-end run that records the studio's screens) is always inspected
 * and also reports each painted state. Production builds never carry any of it: the module is
 * imported behind constants Vite replaces at build time.
 */
import type { InspectionEvent, Observer } from 'xstate';

let inspect: Observer<InspectionEvent> | undefined;

export async function setUpInspector(): Promise<void> {
  // The review folder's app is always inspectable: its studio follows it from another tab.
  if (import.meta.env.MODE === 'review') {
    const { studioInspector } = await import('../dev/studio-inspector.ts');
    inspect = studioInspector({ channel: true, reportPaint: false });
    return;
  }
  const recording = import.meta.env.MODE === 'studio-screens';
  if (!import.meta.env.DEV && !recording) return;
  if (!recording && !new URLSearchParams(window.location.search).has('inspect')) return;
  const { studioInspector } = await import('../dev/studio-inspector.ts');
  inspect = studioInspector({
    port: Number(import.meta.env.VITE_STUDIO_PORT ?? 4400),
    reportPaint: recording,
  });
}

/** Actor options for every machine: the inspector when one is attached. */
export function actorOptions(): { inspect?: Observer<InspectionEvent> } {
  return inspect ? { inspect } : {};
}
