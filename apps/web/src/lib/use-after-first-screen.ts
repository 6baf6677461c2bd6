import { useEffect, useState } from 'react';
import { pageLoaded } from './page-loaded.ts';

/**
 * False until the first page is on screen with its data (lib/page-loaded.ts) and the calling
 * component has been painted once since; then true. What must not compete with the first screen on a
 * slow connection (the images of an event list after its first card) starts then. A component mounted
 * later waits only for its own first paint.
 */
export function useAfterFirstScreen(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void pageLoaded
      // A frame's callbacks run before its paint; the timeout after it runs once the frame is painted.
      .then(() => new Promise((painted) => requestAnimationFrame(() => setTimeout(painted, 0))))
      .then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, []);
  return ready;
}
