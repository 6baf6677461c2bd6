import {
  type Currency,
  checkoutTexts,
  formatMinor,
  nextStepOf,
  type OrderReceipt,
  REFUND_STATE_LABELS,
  type RefundState,
  receiptAmountRows,
  refundTexts,
} from '@lwl/schemas';
import type { Attachment, OutgoingMessage } from '../outbox/outbox.ts';
import { calendarAttachment } from './calendar-file.ts';
import { html } from './html.ts';
import {
  emailDocument,
  heading,
  linkButtons,
  type MailLink,
  paragraph,
  type Row,
  rowsTable,
  textLinks,
  textRows,
} from './layout.ts';
import { mailTexts as T } from './mail-texts.ts';
import { nextStepHtml, nextStepText } from './next-step-mail.ts';
import { dayText, receiptRows } from './receipt-rows.ts';

/** A web path of a receipt made absolute on the web app's origin (`MOCK_WEB_ORIGIN`). */
export const onWeb = (webOrigin: string, path: string): string => `${webOrigin}${path}`;

/** The links of a receipt, absolute: receipt, tickets, invoice, log-in (membership), calendars. */
function receiptLinks(receipt: OrderReceipt, webOrigin: string): MailLink[] {
  const links: (MailLink | null)[] = [
    receipt.links.ticket ? { label: T.viewTickets, url: onWeb(webOrigin, receipt.links.ticket) } : null,
    { label: T.viewReceipt, url: onWeb(webOrigin, receipt.links.receipt) },
    receipt.links.invoice ? { label: T.downloadInvoice, url: onWeb(webOrigin, receipt.links.invoice) } : null,
    receipt.account?.kind === 'login' ? { label: T.logIn, url: onWeb(webOrigin, receipt.account.to) } : null,
    receipt.calendar ? { label: T.googleCalendar, url: receipt.calendar.google } : null,
    receipt.calendar ? { label: T.outlookCalendar, url: receipt.calendar.outlook } : null,
  ];
  return links.filter((l): l is MailLink => l !== null);
}

const joinText = (parts: readonly (string | false | null)[]) =>
  parts.filter((p): p is string => typeof p === 'string' && p !== '').join('\n\n');

/**
 * `order-confirmation`: the receipt of a confirmed payment or a free order, to the buyer. Names the
 * order, what was bought, the amount and its GST; links the receipt, tickets, invoice and calendars;
 * attaches the .ics of an event or pass.
 */
export function orderConfirmation(receipt: OrderReceipt, to: string, webOrigin: string): OutgoingMessage {
  const subject = T.confirmationSubject(receipt.item, receipt.order_id);
  const rows: Row[] = [
    ...receiptRows(receipt),
    ...(receipt.invoice_number ? [[T.invoiceNumber, receipt.invoice_number] as const] : []),
  ];
  const links = receiptLinks(receipt, webOrigin);
  const ticketUrl = receipt.links.ticket ? onWeb(webOrigin, receipt.links.ticket) : null;
  const ics = calendarAttachment(receipt, ticketUrl ?? onWeb(webOrigin, receipt.links.receipt));
  const tickets = receipt.tickets.map((t) => [t.label, t.code] as const);
  const keep = receipt.links.ticket ? T.keepLinks : T.keepReceiptLink;
  const step = nextStepOf(receipt, receipt.links.invoice !== null);
  const text = joinText([
    T.greeting(receipt.holder),
    T.confirmationIntro,
    textRows(rows),
    tickets.length > 0 && `${T.ticketsTitle}\n${T.ticketsIntro}\n${textRows(tickets)}`,
    textLinks(links),
    ics !== null && T.calendarAttached,
    keep,
    nextStepText(step),
  ]);
  const body = html`${paragraph(T.greeting(receipt.holder))}${paragraph(T.confirmationIntro)}${rowsTable(rows)}${
    tickets.length > 0
      ? html`${heading(T.ticketsTitle)}${paragraph(T.ticketsIntro)}${rowsTable(tickets)}`
      : null
  }${linkButtons(links)}${ics ? paragraph(T.calendarAttached) : null}${paragraph(keep)}${nextStepHtml(step)}`;
  const attachments: Attachment[] = ics ? [ics] : [];
  return {
    to,
    subject,
    kind: 'order-confirmation',
    text,
    html: emailDocument(subject, body),
    ...(attachments.length > 0 ? { attachments } : {}),
  };
}

/** What a refund message says: the purchase, its order (when it has one), the refund's state. */
export interface RefundFacts {
  to: string;
  holder: string;
  item: string;
  orderId: string | null;
  /** Minor units. */
  amount: number;
  currency: Currency;
  state: RefundState;
  requestedAt: string;
  updatedAt: string;
  creditNote: string | null;
  /** Absolute receipt link, when the purchase has an order. */
  receiptUrl: string | null;
}

function refundRows(facts: RefundFacts): Row[] {
  const rows: (Row | null)[] = [
    [checkoutTexts.bought, facts.item],
    facts.orderId ? [checkoutTexts.orderId, facts.orderId] : null,
    [T.refundAmount, formatMinor(facts.amount, facts.currency)],
    [refundTexts.statusLabel, REFUND_STATE_LABELS[facts.state]],
    [T.requestedAt, dayText(facts.requestedAt)],
    facts.updatedAt !== facts.requestedAt ? [T.updatedAt, dayText(facts.updatedAt)] : null,
    facts.creditNote ? [refundTexts.creditNote, facts.creditNote] : null,
  ];
  return rows.filter((r): r is Row => r !== null);
}

function refundMessage(
  kind: 'refund-request' | 'refund-update',
  subject: string,
  intro: string,
  facts: RefundFacts,
) {
  const rows = refundRows(facts);
  const links = facts.receiptUrl ? [{ label: T.viewReceipt, url: facts.receiptUrl }] : [];
  const text = joinText([
    T.greeting(facts.holder),
    intro,
    textRows(rows),
    links.length > 0 && textLinks(links),
  ]);
  const body = html`${paragraph(T.greeting(facts.holder))}${paragraph(intro)}${rowsTable(rows)}${linkButtons(links)}`;
  return { to: facts.to, subject, kind, text, html: emailDocument(subject, body) } satisfies OutgoingMessage;
}

/** `refund-request`: sent when the buyer asks for the refund (`delete-event`). */
export const refundRequest = (facts: RefundFacts): OutgoingMessage =>
  refundMessage(
    'refund-request',
    T.refundRequestSubject(facts.item),
    T.refundRequestIntro(facts.item),
    facts,
  );

/** `refund-update`: the organisers' decision (`PUT /__mock/refunds/{purchase_id}`). */
export function refundUpdate(facts: RefundFacts): OutgoingMessage {
  const refunded = facts.state === 'refunded';
  const intro = refunded
    ? T.refundRefunded(formatMinor(facts.amount, facts.currency), facts.creditNote)
    : T.refundRefused;
  return refundMessage('refund-update', T.refundUpdateSubject(facts.item, refunded), intro, facts);
}

/** `links-resent`: each paid order of an address (newest first) with its receipt and ticket links. */
export function linksResent(
  to: string,
  receipts: readonly OrderReceipt[],
  webOrigin: string,
): OutgoingMessage {
  const subject = T.linksResentSubject;
  const intro = T.linksResentIntro(receipts.length);
  const entries = receipts.map((r) => {
    const title = `${r.item} · ${dayText(r.paid_at)}`;
    const rows: Row[] = [[checkoutTexts.orderId, r.order_id], ...receiptAmountRows(r)];
    const links: MailLink[] = [
      ...(r.links.ticket ? [{ label: T.viewTickets, url: onWeb(webOrigin, r.links.ticket) }] : []),
      { label: T.viewReceipt, url: onWeb(webOrigin, r.links.receipt) },
    ];
    return { title, rows, links };
  });
  const holder = receipts[0]?.holder ?? '';
  const text = joinText([
    T.greeting(holder),
    intro,
    ...entries.map((e) => `${e.title}\n${textRows(e.rows)}\n${textLinks(e.links)}`),
    T.keepLinks,
  ]);
  const body = html`${paragraph(T.greeting(holder))}${paragraph(intro)}${entries.map(
    (e) => html`${heading(e.title)}${rowsTable(e.rows)}${linkButtons(e.links)}`,
  )}${paragraph(T.keepLinks)}`;
  return { to, subject, kind: 'links-resent', text, html: emailDocument(subject, body) };
}
