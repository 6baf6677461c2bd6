/**
 * The receipt under the thank-you text: what was bought, the amount paid (from the server's
 * breakdown) with its GST, payment and order ids, date, e-mail; for an event or pass also when and
 * where and 'Add to calendar' (Google Calendar, Outlook, the .ics file); for a membership 'Log in now'.
 * An order opened from its link (`order`) adds the holder, the refund's status, 'View your ticket' and
 * 'Download tax invoice (PDF)' (by the link's key, for guests too).
 */
import { isSignedIn, type OrderLinkParams, refundStatusLine } from '@lwl/machines';
import {
  calendarLinks,
  checkoutTexts,
  type OrderReceipt,
  type Receipt,
  receiptAmountRows,
  receiptPageTexts,
  refundTexts,
  validityText,
} from '@lwl/schemas';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatDate } from '../../lib/format.ts';
import { showToast } from '../../lib/toast.ts';
import { useSessionSelector } from '../../session/session-context.ts';
import { AccountEmailRow } from './account-email-row.tsx';
import { downloadCalendarFile } from './add-to-calendar.ts';
import { InvoiceDownload } from './invoice-download.tsx';
import { ReceiptNextStep } from './receipt-next-step.tsx';

const ACCOUNT_LINK_LABELS = {
  account: checkoutTexts.seeInAccount,
  tickets: checkoutTexts.seeTicket,
  login: checkoutTexts.logInNow,
} as const;

const dateTime = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

function when(schedule: NonNullable<Receipt['schedule']>): string {
  const start = new Date(schedule.starts_at);
  const end = new Date(schedule.ends_at);
  const sameDay = schedule.starts_at.slice(0, 10) === schedule.ends_at.slice(0, 10);
  const endText = sameDay
    ? new Intl.DateTimeFormat('en-IN', { timeStyle: 'short', timeZone: 'Asia/Kolkata' }).format(end)
    : dateTime.format(end);
  return `${dateTime.format(start)} – ${endText} IST`;
}

type Row = [term: string, value: string];

function rowsOf(receipt: Receipt, order: OrderReceipt | undefined): Row[] {
  const refund = order?.refund
    ? refundStatusLine(
        {
          status: order.refund.status,
          requestedAt: order.refund.requested_at,
          updatedAt: order.refund.updated_at,
        },
        formatDate,
      )
    : null;
  const rows: (Row | null)[] = [
    [checkoutTexts.bought, [receipt.item, receipt.term].filter(Boolean).join(' · ')],
    receipt.quantity > 1 ? [checkoutTexts.quantity, String(receipt.quantity)] : null,
    ...receiptAmountRows(receipt),
    [checkoutTexts.paymentId, receipt.payment_id ?? checkoutTexts.freeOrder],
    [checkoutTexts.orderId, receipt.order_id],
    order?.invoice_number ? [receiptPageTexts.invoiceNumber, order.invoice_number] : null,
    [checkoutTexts.date, formatDate(receipt.paid_at)],
    order?.holder ? [receiptPageTexts.holder, order.holder] : null,
    receipt.email ? [checkoutTexts.email, receipt.email] : null,
    receipt.schedule ? [checkoutTexts.when, when(receipt.schedule)] : null,
    receipt.schedule ? [checkoutTexts.venue, receipt.schedule.venue] : null,
    receipt.validity ? [checkoutTexts.validity, validityText(receipt.validity)] : null,
    refund ? [refundTexts.statusLabel, refund] : null,
    order?.refund?.credit_note_number ? [refundTexts.creditNote, order.refund.credit_note_number] : null,
  ];
  return rows.filter((row): row is Row => row !== null);
}

export function ReceiptView({
  receipt,
  order,
  link,
}: {
  receipt: Receipt;
  /** The order opened from its link: its links, holder, invoice and refund. */
  order?: OrderReceipt;
  /** The link it was opened with (the invoice is fetched with its key). */
  link?: OrderLinkParams;
}) {
  const [calendarBusy, setCalendarBusy] = useState(false);
  const signedIn = useSessionSelector((s) => isSignedIn(s.context));
  const calendar = order ? order.calendar : calendarLinks(receipt);
  return (
    <section className="receipt" aria-labelledby="receipt-title">
      <h2 id="receipt-title">{checkoutTexts.receiptTitle}</h2>
      <dl className="receipt-rows">
        {rowsOf(receipt, order).map(([term, value]) => (
          <div key={term} className="receipt-row">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        {receipt.email || !signedIn ? null : <AccountEmailRow />}
      </dl>
      <div className="cluster receipt-actions">
        {order?.links.ticket ? (
          <Link to={order.links.ticket} className="btn btn-primary">
            {receiptPageTexts.viewTicket}
          </Link>
        ) : null}
        {order?.links.invoice && link ? <InvoiceDownload link={link} /> : null}
        {receipt.account && receipt.account.to !== order?.links.ticket ? (
          <Link to={receipt.account.to} className="btn btn-secondary">
            {ACCOUNT_LINK_LABELS[receipt.account.kind]}
          </Link>
        ) : null}
      </div>
      {receipt.schedule ? (
        <div className="receipt-calendar">
          <h3>{checkoutTexts.addToCalendar}</h3>
          <div className="cluster">
            {calendar
              ? [
                  { href: calendar.google, label: receiptPageTexts.googleCalendar },
                  { href: calendar.outlook, label: receiptPageTexts.outlook },
                ].map(({ href, label }) => (
                  <a
                    key={label}
                    className="btn btn-secondary btn-sm"
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {label}
                  </a>
                ))
              : null}
            <button
              type="button"
              className="btn btn-secondary btn-sm"
              disabled={calendarBusy}
              onClick={() => {
                setCalendarBusy(true);
                downloadCalendarFile(receipt)
                  .catch(() => showToast({ kind: 'error', message: checkoutTexts.calendarFailed }))
                  .finally(() => setCalendarBusy(false));
              }}
            >
              {receiptPageTexts.icsFile}
            </button>
          </div>
        </div>
      ) : null}
      {order ? <p className="receipt-keep fine-print">{receiptPageTexts.keepThisLink}</p> : null}
      <ReceiptNextStep receipt={receipt} hasInvoice={Boolean(order?.links.invoice)} />
    </section>
  );
}
