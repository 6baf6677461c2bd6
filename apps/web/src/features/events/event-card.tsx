/**
 * An event card: image, date (en-GB, '4 December 2026'), name, city and, when given,
 * start to end time with the timezone, then the ticket price when the list carries one ('₹4,500 incl.
 * GST', 'from …' when the ticket types differ: eventCardPrice). The whole card is one link to
 * /event/{slug}; `reload` makes it a plain link (related events open with a full page load).
 */
import { type EventPlanOption, eventCardPrice, eventPath, formatMoney } from '@lwl/schemas';
import type { ReactNode } from 'react';
import { PendingLink } from '../../components/ui/pending-link.tsx';
import { formatDate } from '../../lib/format.ts';
import { useAfterFirstScreen } from '../../lib/use-after-first-screen.ts';

export interface EventCardData {
  slug: string;
  name: string;
  image: string;
  event_date: string;
  city: string;
  start_time_edited?: string;
  end_time_edited?: string;
  timezone?: string;
  /** The price rows (a contract extension of the lists; absent from past events). */
  prices?: readonly EventPlanOption[] | undefined;
}

function CardPrice({ prices }: { prices: EventCardData['prices'] }) {
  const price = eventCardPrice(prices);
  if (!price) return null;
  return (
    <p className="event-card-price">
      {price.membersOnly ? <span className="event-card-price-who">Members only</span> : null}
      {price.from ? <span>from</span> : null}
      <strong>{formatMoney(price.amount, price.currency)}</strong>
      {price.gst ? <span>{price.gst}</span> : null}
    </p>
  );
}

export function eventTimeRange(event: EventCardData): string | null {
  if (!event.start_time_edited || !event.end_time_edited) return null;
  return `${event.start_time_edited} to ${event.end_time_edited}${event.timezone ? ` ${event.timezone}` : ''}`;
}

/**
 * How the card's image loads: 'lcp' for the first card of a list (likely the page's largest paint:
 * fetched first, with the page), 'eager' for the rest of the first row, 'lazy' below. Only the 'lcp'
 * image is asked for before the first page is on screen: the others wait for it and for their card's
 * first paint (useAfterFirstScreen), so on a slow connection they never share it with the page's
 * scripts, data and largest image.
 */
export type CardImageLoading = 'lcp' | 'eager' | 'lazy';

/** The image loading of the `index`-th card of a page's main list (a row holds up to three cards). */
export const listImageLoading = (index: number): CardImageLoading =>
  index === 0 ? 'lcp' : index < 3 ? 'eager' : 'lazy';

export function EventCard({
  event,
  reload = false,
  headingLevel = 3,
  imageLoading = 'lazy',
}: {
  event: EventCardData;
  reload?: boolean;
  headingLevel?: 2 | 3;
  imageLoading?: CardImageLoading;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const time = eventTimeRange(event);
  const afterFirstScreen = useAfterFirstScreen();
  const body: ReactNode = (
    <>
      <div className="event-card-media">
        <img
          src={imageLoading === 'lcp' || afterFirstScreen ? event.image : undefined}
          alt=""
          loading={imageLoading === 'lazy' ? 'lazy' : 'eager'}
          fetchPriority={imageLoading === 'lcp' ? 'high' : 'auto'}
          width={480}
          height={270}
        />
      </div>
      <div className="stack event-card-body">
        <p className="kicker event-card-date">{formatDate(event.event_date)}</p>
        <Heading className="event-card-title">{event.name}</Heading>
        <p className="event-card-meta">
          <span className="event-card-city">{event.city}</span>
          {time ? <span className="event-card-time">{time}</span> : null}
        </p>
        <CardPrice prices={event.prices} />
      </div>
    </>
  );
  return reload ? (
    <a className="card card-flush card-link stack event-card" href={eventPath(event.slug)}>
      {body}
    </a>
  ) : (
    <PendingLink className="card card-flush card-link stack event-card" to={eventPath(event.slug)}>
      {body}
    </PendingLink>
  );
}
