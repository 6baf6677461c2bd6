/** /upcoming-events: category chips, cards, 6 visible, Load More. */
import { categoryChips, showsLoadMore, visibleEvents } from '@lwl/machines';
import { eventMessages, loadFailedMessages } from '@lwl/schemas';
import { RetryAlert } from '../../components/ui/retry-alert.tsx';
import { EventGrid } from './event-grid.tsx';
import { EventsBanner } from './events-banner.tsx';
import { useUpcomingEvents } from './use-upcoming-events.ts';
import '../../components/ui/button.css';
import './events.css';

export function Component() {
  const { snapshot, send, retry } = useUpcomingEvents();
  const { events, category, visibleCount } = snapshot.context;
  const chips = categoryChips(events);
  const shown = visibleEvents(events, category, visibleCount);

  return (
    <>
      <EventsBanner title="Upcoming Events" crumbs={[{ label: 'Events' }, { label: 'Upcoming Events' }]}>
        <p className="events-banner-text">
          Conferences, roundtables and masterclasses with women who lead. Members book at member prices.
        </p>
      </EventsBanner>
      <div className="container events-page">
        {chips.length > 1 ? (
          <fieldset className="cluster event-chips">
            <legend className="visually-hidden">Filter by category</legend>
            {chips.map((chip) => (
              <button
                key={chip}
                type="button"
                className="chip"
                aria-pressed={chip === category}
                onClick={() => send({ type: 'category.select', category: chip })}
              >
                {chip}
              </button>
            ))}
          </fieldset>
        ) : null}
        {snapshot.matches('failed') ? (
          <RetryAlert what={loadFailedMessages.upcomingEvents} onRetry={retry} />
        ) : snapshot.matches('loading') ? (
          <p className="events-note" role="status">
            Loading events…
          </p>
        ) : shown.length === 0 ? (
          <p className="events-note">{eventMessages.noUpcomingEvent}</p>
        ) : (
          <EventGrid
            events={shown}
            label={category === 'All' ? 'Upcoming events' : `${category} events`}
            main
          />
        )}
        {showsLoadMore(events, category, visibleCount) ? (
          <div className="events-more">
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => send({ type: 'events.loadMore' })}
            >
              Load More
            </button>
          </div>
        ) : null}
      </div>
    </>
  );
}
