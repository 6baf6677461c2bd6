/**
 * The ticket of an event or a Venture Vault pass: one QR code per ticket code, each with its holder's
 * name (the image's accessible name says "QR code", the ticket and the holder, as the design
 * requires), the event, date, time, venue, buyer, quantity and order id, and a print stylesheet that
 * keeps it to one page (ticket.css). Until an event starts the buyer can correct each holder's name
 * (holder-name machine). Loaded on demand with `qrcode` (the ticket page imports it only when it has
 * an order).
 */
import { namesCorrectable, type OrderLinkParams, refundStatusLine } from '@lwl/machines';
import { ADMISSION_RIGHTS_DISCLAIMER, type OrderReceipt, ticketTexts } from '@lwl/schemas';
import { Link } from 'react-router-dom';
import { TermList } from '../../components/ui/term-list.tsx';
import { formatDate } from '../../lib/format.ts';
import { scheduleText } from '../../lib/schedule-format.ts';
import { HolderRename } from './holder-rename.tsx';
import { TicketCode } from './ticket-code.tsx';
import { useHolderName } from './use-holder-name.ts';
import '../../components/ui/button.css';
import './ticket-view.css';

export default function TicketView({ receipt, link }: { receipt: OrderReceipt; link: OrderLinkParams }) {
  const [names, send] = useHolderName(link);
  const { renamed, ticket: renaming, error, answer } = names.context;
  const correctable = receipt.kind === 'event' && namesCorrectable(receipt.schedule?.starts_at, new Date());
  const codes = receipt.tickets.map((ticket) => ({
    ...ticket,
    holder: renamed[ticket.code] ?? ticket.holder ?? (receipt.tickets.length === 1 ? receipt.holder : ''),
  }));
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
        {correctable && codes.length > 1 ? (
          <p className="fine-print-xs ticket-view-rename-note">{ticketTexts.renameUntilStart}</p>
        ) : null}
        <ul className="grid-auto ticket-view-codes">
          {codes.map((ticket, index) => (
            <li key={ticket.code}>
              <TicketCode
                code={ticket.code}
                label={ticket.label}
                holder={ticket.holder}
                index={index}
                total={codes.length}
              >
                {correctable ? (
                  <HolderRename
                    label={ticket.label}
                    current={ticket.holder}
                    busy={names.hasTag('busy') && renaming === ticket.code}
                    error={renaming === ticket.code ? error : null}
                    answer={renaming === ticket.code ? answer : null}
                    onSave={(name) => send({ type: 'holder.rename', ticket: ticket.code, name })}
                  />
                ) : null}
              </TicketCode>
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
