/**
 * One holder's own ticket (`/ticket?ticket=…&key=…`, the link of her e-mail): the event, when and
 * where, her QR code with her name, and nothing of the order's other tickets, its buyer or its amount
 * (the server answers only these). Loaded on demand with `qrcode`, as the buyer's ticket view is.
 */
import { type AttendeeTicket, ticketTexts } from '@lwl/schemas';
import { TermList } from '../../components/ui/term-list.tsx';
import { scheduleText } from '../../lib/schedule-format.ts';
import { TicketCode } from './ticket-code.tsx';
import '../../components/ui/button.css';
import './ticket-view.css';

export default function AttendeeTicketView({ ticket }: { ticket: AttendeeTicket }) {
  const schedule = ticket.schedule ? scheduleText(ticket.schedule) : null;
  const [n, of] = (/(\d+) of (\d+)/.exec(ticket.ticket.label) ?? []).slice(1).map(Number);
  return (
    <article className="ticket-view card" aria-labelledby="ticket-item">
      <header className="ticket-view-head">
        <h2 id="ticket-item">{ticket.item}</h2>
        {ticket.term ? <p className="ticket-view-term">{ticket.term}</p> : null}
      </header>
      <TermList
        className="ticket-view-facts"
        items={[
          schedule ? { term: ticketTexts.date, value: schedule.date } : null,
          schedule ? { term: ticketTexts.time, value: schedule.time } : null,
          ticket.schedule ? { term: ticketTexts.venue, value: ticket.schedule.venue } : null,
        ]}
      />
      <section aria-labelledby="ticket-codes-title">
        <h3 id="ticket-codes-title" className="ticket-view-codes-title">
          {ticketTexts.codesTitle}
        </h3>
        <ul className="grid-auto ticket-view-codes">
          <li>
            <TicketCode
              code={ticket.ticket.code}
              label={ticket.ticket.label}
              holder={ticket.ticket.holder}
              index={(n ?? 1) - 1}
              total={of ?? 1}
            />
          </li>
        </ul>
      </section>
      <p className="ticket-view-entry">{ticketTexts.ownEntry}</p>
      <div className="ticket-view-actions">
        <button type="button" className="btn btn-primary" onClick={() => window.print()}>
          {ticketTexts.print}
        </button>
        {ticket.calendar ? (
          <a className="btn btn-secondary" href={ticket.calendar.google} target="_blank" rel="noreferrer">
            Add to Google Calendar
          </a>
        ) : null}
      </div>
    </article>
  );
}
