/**
 * Scroll position across the app's navigations: a new page starts at its top (or at the element its
 * `#hash` names), Back and Forward return to where the visitor was. The first page is left to the
 * browser: a page written at build time may already have been scrolled when the app takes over.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef(new Map<string, number>());
  const shown = useRef<string | null>(null);

  useEffect(() => {
    const save = () => positions.current.set(location.key, window.scrollY);
    window.addEventListener('scroll', save, { passive: true });
    return () => window.removeEventListener('scroll', save);
  }, [location.key]);

  useLayoutEffect(() => {
    const firstPage = shown.current === null;
    if (shown.current === location.key) return;
    shown.current = location.key;
    if (firstPage) {
      window.history.scrollRestoration = 'manual';
      return;
    }
    const saved = navigationType === 'POP' ? positions.current.get(location.key) : undefined;
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (saved !== undefined) window.scrollTo(0, saved);
    else if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location.key, location.hash, navigationType]);
}
