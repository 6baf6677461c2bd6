/**
 * /event/{slug}: `GET events/{slug}` on the generic resource machine. An unknown slug (404) shows
 * 'Something went wrong,Please try again.' and goes back to /upcoming-events; no answer
 * or a server failure leaves the reader on the page, with the error and 'Try again' (docs/product-rules.md);
 * a 401 goes to the session. The page scrolls to the top once the event is there.
 */
import { createResourceMachine } from '@lwl/machines';
import { commonMessages, type Event, eventsEndpoints } from '@lwl/schemas';
import { useEffect } from 'react';
import { api } from '../../lib/api.ts';
import { useResource } from '../../session/use-resource.ts';
import { UPCOMING_EVENTS_PATH } from './event-paths.ts';

const eventMachine = createResourceMachine<Event>('eventDetail');
const never = () => false;

export function useEventDetail(slug: string) {
  const resource = useResource(
    eventMachine,
    (signal) =>
      api.request(eventsEndpoints['GET events/{slug}'], { slug }, { signal }).then((answer) => answer.data),
    {
      failureMessage: commonMessages.somethingWrongNoSpace,
      isEmpty: never,
      notFound: { message: commonMessages.somethingWrongNoSpace, to: UPCOMING_EVENTS_PATH },
    },
  );
  const ready = resource[0].matches('ready');

  useEffect(() => {
    if (!ready) return;
    // In the next frame rather than in the commit: scrolling there makes the browser lay the page out
    // inside the render's task, once more, before its first paint.
    const frame = requestAnimationFrame(() => {
      if (window.scrollY !== 0) window.scrollTo({ top: 0 });
    });
    return () => cancelAnimationFrame(frame);
  }, [ready]);

  return resource;
}
