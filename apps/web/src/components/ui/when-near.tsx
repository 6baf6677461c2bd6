/**
 * Renders `children` only once their place comes within `margin` of the viewport (a screen unless
 * told): a section far down a long page (its code, its data and its render) waits until the reader
 * scrolls towards it instead of competing with the first screen for the network and the main thread.
 * `orWhen` renders them sooner, when it settles (e.g. the user's first input on a form the section
 * belongs to). Once shown it stays. Where IntersectionObserver is missing, it renders at once.
 */
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useHydrating } from '../../lib/hydration.tsx';
import { firstInput } from '../../lib/page-loaded.ts';

interface WhenNearProps {
  children: ReactNode;
  fallback?: ReactNode;
  /** IntersectionObserver's rootMargin: how far beyond the viewport counts as near. */
  margin?: string;
  orWhen?: Promise<unknown>;
}

export function WhenNear({ children, fallback = null, margin = '100% 0px', orWhen }: WhenNearProps) {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  // A page written at build time has the fallback, whatever the server knows of the viewport.
  const written = useHydrating();
  const place = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = place.current;
    if (near || !element) return;
    let active = true;
    void orWhen?.then(() => {
      if (active) setNear(true);
    });
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => {
      active = false;
      observer.disconnect();
    };
  }, [near, margin, orWhen]);
  return near && !written ? children : <div ref={place}>{fallback}</div>;
}

/**
 * A form's part below its first screen (the membership forms' coupon and order summary):
 * there at the user's first input on the page (filling the fields above it), or when it comes within a
 * quarter screen of the viewport for a reader who scrolls without touching anything. A whole screen of
 * margin would reach the membership form's Payment section (from y ≈ 1,500 at 1280×900) at load.
 */
export function WhenFormNear({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  return (
    <WhenNear margin="25% 0px" orWhen={firstInput} fallback={fallback}>
      {children}
    </WhenNear>
  );
}
