/**
 * /ticket: the specs name the route without content. Our choice: "your tickets". A signed-in member
 * sees the tickets of their upcoming events (from `GET account-events`) and a link to the account
 * area's Events details at /profile; a guest reads that tickets are e-mailed on purchase and gets a
 * link to sign in.
 */
import { isSignedIn } from '@lwl/machines';
import { formatMoney, loadFailedMessages } from '@lwl/schemas';
import { Link } from 'react-router-dom';
import { useTickets } from '../../account/use-tickets.ts';
import { formatDate } from '../../lib/format.ts';
import { useSessionSelector } from '../../session/session-context.ts';
import '../../components/ui/button.css';
import './ticket.css';
import { RetryAlert } from '../../components/ui/retry-alert.tsx';

export function Component() {
  const signedIn = useSessionSelector((s) => isSignedIn(s.context));
  return (
    <div className="container page tickets-page">
      <span className="eyebrow">Tickets</span>
      <h1>Your tickets</h1>
      {signedIn ? <MemberTickets /> : <GuestTickets />}
    </div>
  );
}

function GuestTickets() {
  return (
    <div className="card tickets-note">
      <p>
        Tickets bought without an account are e-mailed to the address given at checkout, together with the
        event's venue and timings.
      </p>
      <p>Members see all their event tickets in their account.</p>
      <div className="tickets-actions">
        <Link to="/login" className="btn btn-primary">
          Log in to see your tickets
        </Link>
        <Link to="/upcoming-events" className="btn btn-secondary">
          Browse upcoming events
        </Link>
      </div>
    </div>
  );
}

function MemberTickets() {
  const { snapshot, send, tickets } = useTickets();
  if (snapshot.matches('failed')) {
    return (
      <RetryAlert
        what={loadFailedMessages.tickets}
        detail={snapshot.context.errorMessage}
        onRetry={() => send({ type: 'retry' })}
      />
    );
  }
  if (snapshot.matches('loading') && snapshot.context.data === undefined) {
    return (
      <p className="tickets-loading" role="status">
        Loading your tickets…
      </p>
    );
  }
  return (
    <>
      {tickets.length === 0 ? (
        <div className="card tickets-note">
          <p>You have no tickets for upcoming events.</p>
          <Link to="/upcoming-events" className="btn btn-primary">
            Browse upcoming events
          </Link>
        </div>
      ) : (
        <ul className="ticket-list">
          {tickets.map((ticket) => (
            <li key={ticket.id} className="ticket card">
              <h2 className="ticket-title">{ticket.event.name}</h2>
              <p className="ticket-when">
                {formatDate(ticket.event.event_date)} · {ticket.event.city}
              </p>
              <p className="ticket-where">{ticket.event.address}</p>
              <p className="ticket-paid">
                Paid {formatMoney(ticket.amount, ticket.currency)} on {formatDate(ticket.purchased_date)}
                {ticket.refund_status ? ` · Refund ${ticket.refund_status}` : ''}
              </p>
            </li>
          ))}
        </ul>
      )}
      <p className="tickets-more">
        Past tickets, refunds and receipts are in your account: <Link to="/profile">Events details</Link>.
      </p>
    </>
  );
}
