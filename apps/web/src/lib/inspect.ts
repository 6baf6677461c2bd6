/**
 * `?inspect` in development attaches @statelyai/inspect to every machine of the app. The inspector
 * is loaded with a dynamic import behind `import.meta.env.DEV`, so production builds never carry it.
 */
import type { InspectionEvent, Observer } from 'xstate';

let inspect: Observer<InspectionEvent> | undefined;

export async function setUpInspector(): Promise<void> {
  if (!import.meta.env.DEV) return;
  if (!new URLSearchParams(window.location.search).has('inspect')) return;
  const { createBrowserInspector } = await import('@statelyai/inspect');
  inspect = createBrowserInspector().inspect;
}

/** Actor options for every machine: the inspector when one is attached. */
export function actorOptions(): { inspect?: Observer<InspectionEvent> } {
  return inspect ? { inspect } : {};
}
