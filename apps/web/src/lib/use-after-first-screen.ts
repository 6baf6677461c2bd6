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
    let frame = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    void pageLoaded.then(() => {
      if (!live) return;
      // A frame's callbacks run before its paint; the timeout after it runs once the frame is painted.
      frame = requestAnimationFrame(() => {
        timer = setTimeout(() => {
          if (live) setReady(true);
        }, 0);
      });
    });
    return () => {
      live = false;
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return ready;
}
