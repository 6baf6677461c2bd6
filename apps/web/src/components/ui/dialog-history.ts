/**
 * Dialogs in the browser's history (docs/product-rules.md "Dialogs and Back"): opening a dialog pushes
 * an entry of the same address whose router state names the dialog, so the phone's Back closes the
 * dialog instead of leaving the page. One hook, `useDialogHistory`, serves every dialog: a purchase's
 * dialog (from Book Now until the purchase ends, its checkout's screens included), the membership
 * forms' checkout screens, the partner offer and the confirm prompt.
 *
 * - Back (a POP to an entry without the dialog's name) calls `onBack`; if the dialog stays open (the
 *   purchase's dialog coming back after a cancelled payment, a payment being confirmed), its entry is
 *   pushed again.
 * - Closing the dialog otherwise (×, Escape, Cancel, done) removes its entry when it is the current one.
 * - Forward to the entry of a dialog no longer open, or a reload on one, steps back to the page
 *   (`useStaleDialogEntries`, once in the root layout), so nothing reopens and nothing breaks.
 */
import { useEffect, useRef, useState } from 'react';
import { type Location, useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { useOpenedFrom } from './return-focus.ts';

const LAYERS = 'dialogLayers';

/** Dialogs open now, by the name their history entry carries. */
const openDialogs = new Set<string>();
let counter = 0;
// Names stay unique across reloads, whose history entries outlive this module.
const sessionPrefix = Date.now().toString(36);

/** The names of the dialogs whose history entries lead to this one (innermost last). */
function layersOf(state: unknown): string[] {
  if (typeof state !== 'object' || state === null || !(LAYERS in state)) return [];
  const layers: unknown = state[LAYERS];
  return Array.isArray(layers) ? layers.filter((layer): layer is string => typeof layer === 'string') : [];
}

function withLayer(state: unknown, layer: string): Record<string, unknown> {
  const base = typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
  return { ...base, [LAYERS]: [...layersOf(state), layer] };
}

const addressOf = ({ pathname, search, hash }: Pick<Location, 'pathname' | 'search' | 'hash'>) => ({
  pathname,
  search,
  hash,
});

/** Whether going from one location to the other only opened or closed a dialog (same address). */
export function isDialogStep(from: Location, to: Location): boolean {
  const sameAddress = from.pathname === to.pathname && from.search === to.search && from.hash === to.hash;
  return sameAddress && (layersOf(from.state).length > 0 || layersOf(to.state).length > 0);
}

/**
 * The router state of the browser's current entry. The router's location can lag behind it (its
 * updates are transitions): a session expiry may already have pushed /login.
 */
function currentState(routerState: unknown): unknown {
  const entry: unknown = typeof window === 'undefined' ? null : window.history.state;
  const isRouterEntry = typeof entry === 'object' && entry !== null && 'key' in entry && 'idx' in entry;
  return isRouterEntry ? (entry as { usr?: unknown }).usr : routerState;
}

export interface DialogHistory {
  /** The element that had the focus when the dialog opened (its opener), for `Modal`'s focus return. */
  opener: () => HTMLElement | null;
}

/** Where the dialog's entry is: being pushed, shown (current or under another dialog's), or left by Back. */
type EntryPhase = 'none' | 'pushing' | 'shown' | 'backed';

export function useDialogHistory(open: boolean, onBack: () => void): DialogHistory {
  const navigate = useNavigate();
  const location = useLocation();
  const navigationType = useNavigationType();
  const latest = useRef({ location, onBack });
  latest.current = { location, onBack };
  const name = useRef<string | null>(null);
  const phase = useRef<EntryPhase>('none');
  const opener = useOpenedFrom(open);
  // Re-renders after a Back, to push the entry again when the dialog did not close.
  const [backs, setBacks] = useState(0);

  useEffect(() => {
    if (open) {
      name.current ??= `dialog-${sessionPrefix}-${++counter}`;
      const layer = name.current;
      openDialogs.add(layer);
      if (phase.current === 'none') {
        phase.current = 'pushing';
        const here = latest.current.location;
        navigate(addressOf(here), { state: withLayer(here.state, layer) });
      }
      return () => {
        openDialogs.delete(layer);
      };
    }
    const layer = name.current;
    if (layer === null) return;
    name.current = null;
    const shown = phase.current === 'shown';
    phase.current = 'none';
    if (shown && layersOf(currentState(latest.current.location.state)).at(-1) === layer) navigate(-1);
  }, [open, navigate]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `backs` runs it again after a Back, whose dialog may have stayed open.
  useEffect(() => {
    const layer = name.current;
    if (!open || layer === null) return;
    if (layersOf(location.state).includes(layer)) {
      phase.current = 'shown';
      return;
    }
    if (phase.current === 'shown' && navigationType === 'POP') {
      phase.current = 'backed';
      latest.current.onBack();
      setBacks((count) => count + 1);
    } else if (phase.current === 'backed') {
      // Back did not close it (nothing may interrupt it now): its entry goes back on.
      phase.current = 'pushing';
      navigate(addressOf(location), { state: withLayer(location.state, layer) });
    }
  }, [open, location, navigationType, navigate, backs]);

  return { opener };
}

/**
 * Arriving (Forward, a reload) on the history entry of a dialog that is not open: one step back to
 * the page the entry was pushed over. Used once, in the root layout.
 */
export function useStaleDialogEntries(): void {
  const navigate = useNavigate();
  const location = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== 'POP') return;
    if (layersOf(location.state).some((layer) => !openDialogs.has(layer))) navigate(-1);
  }, [location, navigationType, navigate]);
}
