/**
 * A grid of event cards. A page's main list (`main`) has h2 card titles and loads its first row of
 * images eagerly; the event page's smaller lists (`compact`) have h3 titles and lazy images.
 */
import { EventCard, type EventCardData, listImageLoading } from './event-card.tsx';

export function EventGrid({
  events,
  label,
  main = false,
  compact = false,
  reload = false,
}: {
  events: readonly (EventCardData & { id: number | string })[];
  label?: string;
  main?: boolean;
  compact?: boolean;
  reload?: boolean;
}) {
  return (
    <ul
      className={compact ? 'grid-auto event-grid event-grid-compact' : 'grid-auto event-grid'}
      aria-label={label}
    >
      {events.map((event, index) => (
        <li key={event.id}>
          {main ? (
            <EventCard event={event} headingLevel={2} imageLoading={listImageLoading(index)} />
          ) : (
            <EventCard event={event} reload={reload} />
          )}
        </li>
      ))}
    </ul>
  );
}
