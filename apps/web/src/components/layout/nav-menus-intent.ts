/**
 * The header's menus (nav-menus.tsx, radix and floating-ui: ~30 kB gzip) load only when the user
 * reaches for them: a pointer over the navigation, focus inside it, the phone's menu button. Until
 * then the fallback (nav-menus-fallback.tsx) shows the same items; what the user did to them (which
 * one has focus, a menu opened by pointer or keyboard) is kept here, and the menus carry it on once
 * loaded.
 */
export interface MenuIntent {
  /** The item's label: a menu's trigger, or a plain link when only focus is carried. */
  label: string;
  open: boolean;
  /** Opened from the keyboard: focus goes to the first item, as radix does. */
  keyboard: boolean;
}

let intent: MenuIntent | null = null;
let load: () => void = () => {};

/** Settles when the menus are wanted. */
export const menusWanted = new Promise<void>((resolve) => {
  load = resolve;
});

/** Loads the menus; `next` is what the user did to the fallback (an opened menu is not replaced by focus). */
export function wantMenus(next?: MenuIntent): void {
  if (next && !intent?.open) intent = next;
  load();
}

/** Focus left the fallback's items for the rest of the page: the menus have nothing to focus. */
export function focusLeftMenus(): void {
  if (!intent?.open) intent = null;
}

/** The intent left by the fallback, once (the menus take it once they are on screen). */
export function takeMenuIntent(): MenuIntent | null {
  const taken = intent;
  intent = null;
  return taken;
}
