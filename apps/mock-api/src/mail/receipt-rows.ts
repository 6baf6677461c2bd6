import { checkoutTexts, longDate, type Receipt, receiptAmountRows, validityText } from '@lwl/schemas';
import type { Row } from './layout.ts';

const IST = 'Asia/Kolkata';
const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: IST });
const timeOnly = new Intl.DateTimeFormat('en-IN', { timeStyle: 'short', timeZone: IST });
const dayParts = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
  timeZone: IST,
});

/** An instant's day in India, as the app writes dates: '25 November 2026'. */
export function dayText(iso: string): string {
  const parts = Object.fromEntries(dayParts.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return longDate(Number(parts.day), Number(parts.month), Number(parts.year));
}

/** When an event or pass is, in India time, as the receipt page writes it. */
export function scheduleText(schedule: NonNullable<Receipt['schedule']>): string {
  const end = new Date(schedule.ends_at);
  const sameDay = schedule.starts_at.slice(0, 10) === schedule.ends_at.slice(0, 10);
  return `${dateTime.format(new Date(schedule.starts_at))} – ${sameDay ? timeOnly.format(end) : dateTime.format(end)} IST`;
}

/** The receipt's rows, in the receipt page's order and words. */
export function receiptRows(receipt: Receipt): Row[] {
  const rows: (Row | null)[] = [
    [checkoutTexts.bought, [receipt.item, receipt.term].filter(Boolean).join(' · ')],
    receipt.quantity > 1 ? [checkoutTexts.quantity, String(receipt.quantity)] : null,
    ...receiptAmountRows(receipt),
    [checkoutTexts.paymentId, receipt.payment_id ?? checkoutTexts.freeOrder],
    [checkoutTexts.orderId, receipt.order_id],
    [checkoutTexts.date, dayText(receipt.paid_at)],
    receipt.email ? [checkoutTexts.email, receipt.email] : null,
    receipt.schedule ? [checkoutTexts.when, scheduleText(receipt.schedule)] : null,
    receipt.schedule ? [checkoutTexts.venue, receipt.schedule.venue] : null,
    receipt.validity ? [checkoutTexts.validity, validityText(receipt.validity)] : null,
  ];
  return rows.filter((row): row is Row => row !== null);
}
