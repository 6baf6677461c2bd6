/**
 * The ticket of an event or a Venture Vault pass: one QR code per ticket code (an image whose
 * accessible name says "QR code for ticket N of M: <code>", as the design requires), the event, date,
 * time, venue, holder's name, quantity and order id, and a print stylesheet that keeps it to one page
 * (ticket.css). Loaded on demand with `qrcode` (the ticket page imports it only when it has an order).
 */
import { refundStatusLine } from '@lwl/machines';
import { ADMISSION_RIGHTS_DISCLAIMER, type OrderReceipt, ticketTexts } from '@lwl/schemas';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { TermList } from '../../components/ui/term-list.tsx';
import { formatDate } from '../../lib/format.ts';
import { scheduleText } from '../../lib/schedule-format.ts';
import { qrDataUrl } from './qr-image.ts';
import '../../components/ui/button.css';
import './ticket-view.css';

export default function TicketView({ receipt }: { receipt: OrderReceipt }) {
  const codes = useMemo(
    () => receipt.tickets.map((ticket) => ({ ...ticket, src: qrDataUrl(ticket.code) })),
    [receipt.tickets],
  );
  const schedule = receipt.schedule ? scheduleText(receipt.schedule) : null;
  const refund = receipt.refund
    ? refundStatusLine(
        {
          status: receipt.refund.status,
          requestedAt: receipt.refund.requested_at,
          updatedAt: receipt.refund.updated_at,
        },
        formatDate,
      )
    : null;
  return (
    <article className="ticket-view card" aria-labelledby="ticket-item">
      <header className="ticket-view-head">
        <h2 id="ticket-item">{receipt.item}</h2>
        {receipt.term ? <p className="ticket-view-term">{receipt.term}</p> : null}
        {refund ? <p className="status-badge ticket-view-refund">{refund}</p> : null}
      </header>
      <TermList
        className="ticket-view-facts"
        items={[
          schedule ? { term: ticketTexts.date, value: schedule.date } : null,
          schedule ? { term: ticketTexts.time, value: schedule.time } : null,
          receipt.schedule ? { term: ticketTexts.venue, value: receipt.schedule.venue } : null,
          { term: ticketTexts.holder, value: receipt.holder },
          { term: ticketTexts.quantity, value: String(receipt.quantity) },
          { term: ticketTexts.orderId, value: receipt.order_id },
        ]}
      />
      <section aria-labelledby="ticket-codes-title">
        <h3 id="ticket-codes-title" className="ticket-view-codes-title">
          {ticketTexts.codesTitle}
        </h3>
        <ul className="grid-auto ticket-view-codes">
          {codes.map((ticket, index) => (
            <li key={ticket.code}>
              <figure>
                <img
                  src={ticket.src}
                  alt={ticketTexts.qrAlt(index + 1, codes.length, ticket.code)}
                  width={168}
                  height={168}
                />
                <figcaption>
                  <span className="ticket-view-label">{ticket.label}</span>
                  <code>{ticket.code}</code>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </section>
      <p className="ticket-view-entry">{ticketTexts.entry}</p>
      <p className="ticket-view-entry fine-print">{ADMISSION_RIGHTS_DISCLAIMER}</p>
      <div className="ticket-view-actions">
        <button type="button" className="btn btn-primary" onClick={() => window.print()}>
          {ticketTexts.print}
        </button>
        <Link to={receipt.links.receipt} className="btn btn-secondary">
          {ticketTexts.viewReceipt}
        </Link>
      </div>
    </article>
  );
}
