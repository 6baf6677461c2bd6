/**
 * The receipt under the thank-you text after a purchase: what was bought, the amount paid (from the
 * server's breakdown), payment and order ids, date, e-mail; for an event or pass also when and where,
 * 'Add to calendar' and where the booking now appears; for a membership 'Log in now'.
 */
import { isSignedIn } from '@lwl/machines';
import { checkoutTexts, formatMinor, type Receipt } from '@lwl/schemas';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatDate } from '../../lib/format.ts';
import { showToast } from '../../lib/toast.ts';
import { useSessionSelector } from '../../session/session-context.ts';
import { AccountEmailRow } from './account-email-row.tsx';
import { downloadCalendarFile } from './add-to-calendar.ts';

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

export function ReceiptView({ receipt }: { receipt: Receipt }) {
  const [calendarBusy, setCalendarBusy] = useState(false);
  const signedIn = useSessionSelector((s) => isSignedIn(s.context));
  const amount = receipt.breakdown?.total ?? receipt.amount;
  const rows: Array<[string, string]> = [
    [checkoutTexts.bought, [receipt.item, receipt.term].filter(Boolean).join(' · ')],
    ...(receipt.quantity > 1 ? [[checkoutTexts.quantity, String(receipt.quantity)] as [string, string]] : []),
    [checkoutTexts.amountPaid, formatMinor(amount, receipt.currency)],
    ...(receipt.breakdown && receipt.breakdown.gst > 0
      ? [
          [
            checkoutTexts.gstAdded,
            receipt.breakdown.gst_treatment === 'included'
              ? checkoutTexts.gstIncluded(formatMinor(receipt.breakdown.gst, receipt.currency))
              : formatMinor(receipt.breakdown.gst, receipt.currency),
          ] as [string, string],
        ]
      : []),
    [checkoutTexts.paymentId, receipt.payment_id ?? checkoutTexts.freeOrder],
    [checkoutTexts.orderId, receipt.order_id],
    [checkoutTexts.date, formatDate(receipt.paid_at)],
    ...(receipt.email ? [[checkoutTexts.email, receipt.email] as [string, string]] : []),
    ...(receipt.schedule
      ? [
          [checkoutTexts.when, when(receipt.schedule)] as [string, string],
          [checkoutTexts.venue, receipt.schedule.venue] as [string, string],
        ]
      : []),
  ];
  return (
    <section className="receipt" aria-labelledby="receipt-title">
      <h2 id="receipt-title">{checkoutTexts.receiptTitle}</h2>
      <dl className="receipt-rows">
        {rows.map(([term, value]) => (
          <div key={term} className="receipt-row">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        {receipt.email || !signedIn ? null : <AccountEmailRow />}
      </dl>
      <div className="cluster receipt-actions">
        {receipt.schedule ? (
          <button
            type="button"
            className="btn btn-secondary"
            disabled={calendarBusy}
            onClick={() => {
              setCalendarBusy(true);
              downloadCalendarFile(receipt)
                .catch(() => showToast({ kind: 'error', message: checkoutTexts.calendarFailed }))
                .finally(() => setCalendarBusy(false));
            }}
          >
            {checkoutTexts.addToCalendar}
          </button>
        ) : null}
        {receipt.account ? (
          <Link to={receipt.account.to} className="btn btn-secondary">
            {ACCOUNT_LINK_LABELS[receipt.account.kind]}
          </Link>
        ) : null}
      </div>
    </section>
  );
}
