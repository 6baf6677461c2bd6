/**
 * /ticket (the specs name the route without content). With an order's link
 * (`/ticket?order=…&key=…`, from the receipt or the e-mail) it shows that order's ticket with its QR
 * codes, to anyone holding the link, signed in or not; a signed-in owner's link may leave the key out.
 * A link that opens no order says so and offers "Send my links again". Without an order, a signed-in
 * member sees her tickets for upcoming events (`GET account-events`), each linking to its ticket; a
 * guest reads that tickets come by e-mail and can have her links sent again. A ticket holder's own
 * link (`/ticket?ticket=…&key=…`) shows her ticket alone.
 */
import { createResourceMachine, isSignedIn, type OrderLinkParams, refundStatusLine } from '@lwl/machines';
import {
  type AttendeeTicket,
  type EventPurchase,
  FIND_TICKETS_ANCHOR,
  holderEndpoints,
  loadFailedMessages,
  orderLinks,
  ordersEndpoints,
  paidPriceText,
  ticketTexts,
} from '@lwl/schemas';
import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTickets } from '../../account/use-tickets.ts';
import { BadLinkView } from '../../components/order-links/bad-link-view.tsx';
import { LazyResendLinksForm } from '../../components/order-links/lazy-resend-links-form.tsx';
import { orderLinkParams } from '../../components/order-links/order-link-params.ts';
import { useOrderLink } from '../../components/order-links/use-order-link.ts';
import { RetryAlert } from '../../components/ui/retry-alert.tsx';
import { api } from '../../lib/api.ts';
import { formatDate } from '../../lib/format.ts';
import { useSessionSelector } from '../../session/session-context.ts';
import { useResource } from '../../session/use-resource.ts';
import '../../components/ui/button.css';
import './ticket.css';

// The QR codes' library comes with the view, only for an order's ticket.
const TicketView = lazy(() => import('./ticket-view.tsx'));
const AttendeeTicketView = lazy(() => import('./attendee-ticket-view.tsx'));

const attendeeTicketMachine = createResourceMachine<AttendeeTicket>('attendeeTicket');

/** A holder's own link: `?ticket={code}&key={her key}` (`attendeeTicketLink`). */
function attendeeLinkOf(search: string): { ticket: string; key: string } | null {
  const query = new URLSearchParams(search);
  const ticket = query.get('ticket')?.trim() ?? '';
  return ticket === '' ? null : { ticket, key: query.get('key')?.trim() ?? '' };
}

export function Component() {
  const { search } = useLocation();
  const link = orderLinkParams(search);
  const own = attendeeLinkOf(search);
  const signedIn = useSessionSelector((s) => isSignedIn(s.context));
  if (own) return <AttendeeTicketByLink key={`${own.ticket} ${own.key}`} link={own} />;
  if (link) return <TicketByLink key={`${link.orderId} ${link.key}`} link={link} />;
  return (
    <div className="container page tickets-page">
      <span className="eyebrow">{ticketTexts.eyebrow}</span>
      <h1>{ticketTexts.listTitle}</h1>
      {signedIn ? <MemberTickets /> : <GuestTickets />}
    </div>
  );
}

function TicketByLink({ link }: { link: OrderLinkParams }) {
  const [snapshot, send] = useOrderLink(link);
  const { receipt } = snapshot.context;
  if (snapshot.matches('notFound')) return <BadLinkView />;
  return (
    <div className="container page tickets-page">
      <span className="eyebrow">{ticketTexts.eyebrow}</span>
      <h1>{ticketTexts.title}</h1>
      {snapshot.matches('failed') ? (
        <RetryAlert
          className="card tickets-note"
          what={ticketTexts.failed}
          onRetry={() => send({ type: 'retry' })}
        />
      ) : receipt === null ? (
        <p className="tickets-loading" role="status">
          {ticketTexts.loading}
        </p>
      ) : receipt.tickets.length === 0 ? (
        <div className="card tickets-note">
          <p>{ticketTexts.noTicket}</p>
          <div className="tickets-actions">
            <Link to={receipt.links.receipt} className="btn btn-primary">
              {ticketTexts.viewReceipt}
            </Link>
          </div>
        </div>
      ) : (
        <Suspense
          fallback={
            <p className="tickets-loading" role="status">
              {ticketTexts.loading}
            </p>
          }
        >
          <TicketView receipt={receipt} link={link} />
        </Suspense>
      )}
    </div>
  );
}

/** One holder's own ticket, read with her key alone (no token: her link works in any browser). */
function AttendeeTicketByLink({ link }: { link: { ticket: string; key: string } }) {
  const [snapshot, send] = useResource(
    attendeeTicketMachine,
    (signal) =>
      api
        .request({ ...holderEndpoints['GET attendee-tickets/{ticket}'], auth: 'none' }, link, { signal })
        .then((answer) => answer.data),
    { failureMessage: null, isEmpty: () => false },
  );
  const ticket = snapshot.context.data;
  return (
    <div className="container page tickets-page">
      <span className="eyebrow">{ticketTexts.eyebrow}</span>
      <h1>{ticketTexts.ownTitle}</h1>
      {snapshot.matches('failed') ? (
        <RetryAlert
          className="card tickets-note"
          what={ticketTexts.failed}
          detail={snapshot.context.errorMessage}
          onRetry={() => send({ type: 'retry' })}
        />
      ) : ticket === undefined ? (
        <p className="tickets-loading" role="status">
          {ticketTexts.loading}
        </p>
      ) : (
        <Suspense
          fallback={
            <p className="tickets-loading" role="status">
              {ticketTexts.loading}
            </p>
          }
        >
          <AttendeeTicketView ticket={ticket} />
        </Suspense>
      )}
    </div>
  );
}

/** ' · Refund requested on 2 March 2026', or nothing. */
function refundOf(ticket: EventPurchase): string {
  const line = refundStatusLine(
    {
      status: ticket.refund_status,
      requestedAt: ticket.refund_requested_at,
      updatedAt: ticket.refund_updated_at,
    },
    formatDate,
  );
  return line === null ? '' : ` · ${line}`;
}

function GuestTickets() {
  // 'Find my tickets' (header, footer, login and event pages) leads here, by this anchor.
  return (
    <div className="card tickets-note" id={FIND_TICKETS_ANCHOR}>
      <p>
        Tickets bought without an account are e-mailed to the address given at checkout, with a link to the
        ticket and its QR codes, together with the event's venue and timings.
      </p>
      <LazyResendLinksForm />
      <p>Members see all their event tickets in their account.</p>
      <div className="tickets-actions">
        <Link to="/login" className="btn btn-secondary">
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
                Paid {paidPriceText(ticket.amount, 'event', ticket.currency)} on{' '}
                {formatDate(ticket.purchased_date)}
                {refundOf(ticket)}
              </p>
              {ticket.order_id ? (
                <Link
                  to={orderLinks(ticket.order_id, null, 'event').ticket ?? ''}
                  className="btn btn-secondary btn-sm ticket-open"
                  aria-label={ticketTexts.openTicket(ticket.event.name)}
                >
                  {ticketTexts.title}
                </Link>
              ) : (
                <p className="ticket-paid">{ticketTexts.noTicketPage}</p>
              )}
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
