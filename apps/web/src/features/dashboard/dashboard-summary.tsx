/**
 * Above the dashboard's cards: the member's membership (tier, valid until) and next booked event,
 * from the same account calls as the Membership tab (`account-membership`) and /ticket
 * (`account-events`).
 */
import { accountMessages, loadFailedMessages } from '@lwl/schemas';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useAccountMembership } from '../../account/use-account-membership.ts';
import { useTickets } from '../../account/use-tickets.ts';
import { RetryAlert } from '../../components/ui/retry-alert.tsx';
import { formatDate } from '../../lib/format.ts';

export function DashboardSummary() {
  return (
    <section aria-labelledby="dashboard-summary" className="dashboard-summary">
      <h2 id="dashboard-summary" className="visually-hidden">
        Your membership and next event
      </h2>
      <MembershipTile />
      <NextEventTile />
    </section>
  );
}

function Tile({ label, children, link }: { label: string; children: ReactNode; link: ReactNode }) {
  return (
    <article className="card stack summary-tile" aria-label={label}>
      <span className="kicker">{label}</span>
      <div className="summary-body" aria-live="polite">
        {children}
      </div>
      {link}
    </article>
  );
}

function Retry({ what, onRetry }: { what: string; onRetry: () => void }) {
  return <RetryAlert className="summary-failed" what={what} onRetry={onRetry} />;
}

function MembershipTile() {
  const [snapshot, send] = useAccountMembership();
  const record = snapshot.context.data?.data;
  const linkTo = record ? '/profile?section=membership' : '/membership';
  return (
    <Tile
      label="Your membership"
      link={
        <Link to={linkTo} className="summary-link">
          {record ? 'Membership details' : 'Explore membership'}
        </Link>
      }
    >
      {snapshot.matches('failed') ? (
        <Retry what={loadFailedMessages.membership} onRetry={() => send({ type: 'retry' })} />
      ) : snapshot.matches('empty') ? (
        <p className="fine-print">{accountMessages.noMembership}</p>
      ) : record ? (
        <>
          <p className="summary-value">{record.membership}</p>
          <p className="fine-print">Valid until {formatDate(record.modified_expiry_date)}</p>
        </>
      ) : (
        <p className="fine-print">Loading…</p>
      )}
    </Tile>
  );
}

function NextEventTile() {
  const { snapshot, send, tickets } = useTickets();
  const next = tickets[0];
  return (
    <Tile
      label="Your next event"
      link={
        <Link to={next ? '/ticket' : '/upcoming-events'} className="summary-link">
          {next ? 'Your tickets' : 'Find an event'}
        </Link>
      }
    >
      {snapshot.matches('failed') ? (
        <Retry what={loadFailedMessages.nextEvent} onRetry={() => send({ type: 'retry' })} />
      ) : next ? (
        <>
          <p className="summary-value">{next.event.name}</p>
          <p className="fine-print">
            {formatDate(next.event.event_date)} · {next.event.city}
          </p>
        </>
      ) : snapshot.context.data ? (
        <p className="fine-print">No upcoming bookings yet.</p>
      ) : (
        <p className="fine-print">Loading…</p>
      )}
    </Tile>
  );
}
