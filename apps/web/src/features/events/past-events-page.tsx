/** /past-events: banner and list; a click opens /event/{slug}. */
import { createResourceMachine } from '@lwl/machines';
import { commonMessages, eventsEndpoints, loadFailedMessages, type PastEvent } from '@lwl/schemas';
import { RetryAlert } from '../../components/ui/retry-alert.tsx';
import { api } from '../../lib/api.ts';
import { useResource } from '../../session/use-resource.ts';
import { EventGrid } from './event-grid.tsx';
import { UPCOMING_EVENTS_PATH } from './event-paths.ts';
import { EventsBanner } from './events-banner.tsx';
import '../../components/ui/button.css';
import './events.css';

const pastEventsMachine = createResourceMachine<PastEvent[]>('pastEvents');

const loadPastEvents = (signal: AbortSignal) =>
  api.request(eventsEndpoints['GET past-events'], {}, { signal });

export function Component() {
  const [snapshot, send] = useResource(pastEventsMachine, loadPastEvents, {
    failureMessage: commonMessages.somethingWrongTryAgain,
  });
  const events = snapshot.context.data ?? [];
  return (
    <>
      <EventsBanner
        title="Past Events"
        crumbs={[{ label: 'Events', to: UPCOMING_EVENTS_PATH }, { label: 'Past Events' }]}
      >
        <p className="events-banner-text">
          Look back at the summits, workshops and evenings of the LWL community.
        </p>
      </EventsBanner>
      <div className="container events-page">
        {snapshot.matches('failed') ? (
          <RetryAlert
            what={loadFailedMessages.pastEvents}
            detail={snapshot.context.errorMessage}
            onRetry={() => send({ type: 'retry' })}
          />
        ) : snapshot.matches('empty') ? (
          <p className="events-note">No past events yet.</p>
        ) : snapshot.matches('loading') && events.length === 0 ? (
          <p className="events-note" role="status">
            Loading events…
          </p>
        ) : (
          <EventGrid events={events} label="Past events" main />
        )}
      </div>
    </>
  );
}
