/**
 * /event/{id}, id = the event's slug: banner, About The
 * Event (sanitised HTML), the booking panel, the Refund & Cancellation Policy, related events (full
 * page load on click) and other events.
 */
import { isSignedIn } from '@lwl/machines';
import {
  type Event,
  eventMessages,
  loadFailedMessages,
  REFUND_POLICY_BULLETS,
  REFUND_POLICY_TITLE,
  REFUND_REQUESTS_NOTE,
} from '@lwl/schemas';
import { Link, useParams } from 'react-router-dom';
import { usePageName } from '../../app/page-meta.ts';
import { RetryAlert } from '../../components/ui/retry-alert.tsx';
import { SafeHtml } from '../../components/ui/safe-html.tsx';
import { formatDate } from '../../lib/format.ts';
import { sanitizerReady } from '../../lib/sanitize.ts';
import { useSessionSelector } from '../../session/session-context.ts';
import { EventBookingPanel } from './event-booking-panel.tsx';
import { eventTimeRange } from './event-card.tsx';
import { EventGrid } from './event-grid.tsx';
import { UPCOMING_EVENTS_PATH } from './event-paths.ts';
import { EventsBanner } from './events-banner.tsx';
import { useEventDetail } from './use-event-detail.ts';
import './events.css';

// Browsers without the HTML Sanitizer API fetch DOMPurify beside the event's request: the description
// is rendered only once it is clean.
void sanitizerReady();

export function Component() {
  const { id = '' } = useParams();
  // A new slug is a new page: fresh load, fresh booking.
  return <EventDetail key={id} slug={id} />;
}

function EventDetail({ slug }: { slug: string }) {
  const [snapshot, send] = useEventDetail(slug);
  // Event pages count as signed in with a token AND a PlanName (docs/product-rules.md, "Visitors and members").
  const signedIn = useSessionSelector((s) => isSignedIn(s.context) && Boolean(s.context.planName));
  const event = snapshot.context.data;
  // The booking panel is part of the page's chunk (it sits right under the banner on a phone): the
  // page appears whole, never with a panel that pushes the description down once it has loaded.
  if (event) return <EventView event={event} signedIn={signedIn} />;
  return (
    <div className="container page">
      {snapshot.matches('failed') ? (
        <>
          <h1 className="visually-hidden">Event</h1>
          <RetryAlert
            what={loadFailedMessages.event}
            detail={snapshot.context.errorMessage}
            onRetry={() => send({ type: 'retry' })}
          />
          <p className="events-note">
            <Link to={UPCOMING_EVENTS_PATH}>See all upcoming events</Link>
          </p>
        </>
      ) : (
        <p className="events-note" role="status">
          Loading event…
        </p>
      )}
    </div>
  );
}

function EventView({ event, signedIn }: { event: Event; signedIn: boolean }) {
  // A member's page opens on her tier's row (eventBookingMachine).
  const tier = useSessionSelector((s) => (signedIn ? s.context.planName : null));
  usePageName(event.name);
  const time = eventTimeRange(event);
  return (
    <>
      <EventsBanner
        title={event.name}
        crumbs={[{ label: 'Events', to: UPCOMING_EVENTS_PATH }, { label: event.title }]}
        lastIsCurrent={false}
        className="event-banner"
      >
        <dl className="event-facts">
          <div>
            <dt>Date</dt>
            <dd>
              {formatDate(event.event_date)}
              {event.event_end_date ? ` – ${formatDate(event.event_end_date)}` : null}
            </dd>
          </div>
          {time ? (
            <div>
              <dt>Time</dt>
              <dd>{time}</dd>
            </div>
          ) : null}
          <div>
            <dt>Venue</dt>
            <dd>{event.address}</dd>
          </div>
          {event.refundinfo ? (
            <div>
              <dt>Refunds</dt>
              <dd>{event.refundinfo}</dd>
            </div>
          ) : null}
        </dl>
      </EventsBanner>

      <div className="container split event-layout">
        <div className="stack event-main">
          <section aria-labelledby="about-title" className="event-about">
            <h2 id="about-title">About The Event</h2>
            {/* The banner art repeats the heading's name, date and city: decoration here. */}
            <img className="event-about-image" src={event.image} alt="" width={960} height={540} />
            <SafeHtml className="event-description" html={event.description} />
          </section>

          <section aria-labelledby="policy-title" className="event-policy">
            <h2 id="policy-title">{REFUND_POLICY_TITLE}</h2>
            <ul>
              {REFUND_POLICY_BULLETS.map((bullet) => (
                <li key={bullet}>{bullet}</li>
              ))}
            </ul>
            <p className="event-policy-requests">{REFUND_REQUESTS_NOTE}</p>
          </section>
        </div>
        <EventBookingPanel event={event} signedIn={signedIn} tier={tier} />
      </div>

      <div className="container stack event-more">
        <section aria-labelledby="related-title">
          <h2 id="related-title">Related Events</h2>
          {event.related_events.length === 0 ? (
            <p className="events-note">{eventMessages.noRelatedEvents}</p>
          ) : (
            <EventGrid events={event.related_events} compact reload />
          )}
        </section>
        <section aria-labelledby="other-title">
          <h2 id="other-title">Other Events</h2>
          {event.non_related_events.length === 0 ? (
            <p className="events-note">{eventMessages.noUpcomingEvent}</p>
          ) : (
            <EventGrid events={event.non_related_events} compact />
          )}
        </section>
      </div>
    </>
  );
}
