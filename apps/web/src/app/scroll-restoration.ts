/**
 * Scroll position across the app's navigations: a new page starts at its top (or at the element its
 * `#hash` names), Back and Forward return to where the visitor was. The first page is left to the
 * browser: a page written at build time may already have been scrolled when the app takes over. A page
 * that places its own scroll when its query string changes (lib/own-scroll.ts) is left alone then.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { type Location, useLocation, useNavigationType } from 'react-router-dom';
import { isDialogStep } from '../components/ui/dialog-history.ts';
import { ownsScroll } from '../lib/own-scroll.ts';

/** How long a returning page may take to grow back to the saved position (its data loads after it renders). */
const RESTORE_WINDOW_MS = 2_000;
const VISITOR_SCROLL = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/** Scrolls to `y`, and again while the page grows, until it gets there, the visitor scrolls, or time is up. */
function restore(y: number): () => void {
  window.scrollTo(0, y);
  if (Math.abs(window.scrollY - y) < 1) return () => {};
  const observer = new ResizeObserver(() => {
    window.scrollTo(0, y);
    if (Math.abs(window.scrollY - y) < 1) stop();
  });
  const timer = setTimeout(() => stop(), RESTORE_WINDOW_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
    for (const type of VISITOR_SCROLL) window.removeEventListener(type, stop);
  }
  observer.observe(document.body);
  for (const type of VISITOR_SCROLL) window.addEventListener(type, stop, { passive: true });
  return stop;
}

export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef(new Map<string, number>());
  // The location the page's scroll belongs to: set when a location is shown, so that the scroll events
  // of the change itself (the new page at its top) are not saved for the page left.
  const shown = useRef<string | null>(null);
  const shownLocation = useRef<Location | null>(null);

  useEffect(() => {
    const save = () => {
      if (shown.current !== null) positions.current.set(shown.current, window.scrollY);
    };
    window.addEventListener('scroll', save, { passive: true });
    return () => window.removeEventListener('scroll', save);
  }, []);

  useLayoutEffect(() => {
    if (shown.current === location.key) return;
    const firstPage = shown.current === null;
    const previous = shownLocation.current;
    const samePage = previous?.pathname === location.pathname;
    shown.current = location.key;
    shownLocation.current = location;
    // A dialog opening or closing (its history entry, components/ui/dialog-history.ts): the page stays put.
    if (previous !== null && isDialogStep(previous, location)) return;
    if (firstPage) {
      window.history.scrollRestoration = 'manual';
      return;
    }
    if (samePage && ownsScroll(location.pathname)) return;
    const saved = navigationType === 'POP' ? positions.current.get(location.key) : undefined;
    if (saved !== undefined) return restore(saved);
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location, navigationType]);
}
