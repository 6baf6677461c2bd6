/**
 * Renders `children` only once their place comes within a screen of the viewport: a section far down a
 * long page (its code, its data and its render) waits until the reader scrolls towards it instead of
 * competing with the first screen for the network and the main thread. Once shown it stays. Where
 * IntersectionObserver is missing, it renders at once.
 */
import { type ReactNode, useEffect, useRef, useState } from 'react';

export function WhenNear({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const place = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = place.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return near ? children : <div ref={place}>{fallback}</div>;
}
