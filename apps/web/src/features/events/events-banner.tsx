/**
 * The banner of the events pages: breadcrumb, title, details and the way to tickets bought before
 * ('Find my tickets'). The breadcrumb starts at Events (/upcoming-events), not at / (the dashboard is
 * for members only).
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { FindTicketsNote } from '../../components/order-links/find-tickets-note.tsx';

export interface Crumb {
  label: string;
  to?: string;
}

export function EventsBanner({
  title,
  crumbs,
  lastIsCurrent = true,
  className,
  children,
}: {
  title: ReactNode;
  crumbs: Crumb[];
  /** False when the trail stops above the page (the event page: Events / its series). */
  lastIsCurrent?: boolean;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <section className={className ? `events-banner ${className}` : 'events-banner'}>
      <div className="container">
        <nav aria-label="Breadcrumb">
          <ol className="breadcrumb">
            {crumbs.map((crumb, index) => (
              // Only the last crumb is the current page; a title crumb before it has no link either.
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: a breadcrumb is a fixed path whose labels may repeat
                key={index}
                {...(lastIsCurrent && index === crumbs.length - 1 ? { 'aria-current': 'page' as const } : {})}
              >
                {crumb.to ? <Link to={crumb.to}>{crumb.label}</Link> : crumb.label}
              </li>
            ))}
          </ol>
        </nav>
        <h1>{title}</h1>
        {children}
        <FindTicketsNote className="events-banner-find" />
      </div>
    </section>
  );
}
