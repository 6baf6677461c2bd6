/**
 * `attendee-ticket`: a ticket holder's own message (docs/product-rules.md "Ticket holders"), sent when
 * the order is paid to each holder who gave an e-mail other than the buyer's. It names the event, when
 * and where, her name and her code, and links her own ticket page; nothing of the order's other
 * tickets, its buyer's details or its amount.
 */
import { type AttendeeTicket, checkoutTexts } from '@lwl/schemas';
import type { OutgoingMessage } from '../outbox/outbox.ts';
import { calendarAttachment } from './calendar-file.ts';
import { html } from './html.ts';
import {
  emailDocument,
  linkButtons,
  type MailLink,
  paragraph,
  type Row,
  rowsTable,
  textLinks,
  textRows,
} from './layout.ts';
import { mailTexts } from './mail-texts.ts';
import { scheduleText } from './receipt-rows.ts';

/** The mock's words for this message (they stand in for the backend's, as `mailTexts` do). */
const attendeeMailTexts = {
  subject: (item: string) => `Your ticket for ${item}`,
  intro: (buyer: string, item: string) =>
    `${buyer.trim() || 'Someone'} booked a ticket for you to ${item}. It is valid for you, under the name below: show its QR code at the entrance with a photo ID.`,
  holder: 'Name on ticket',
  code: 'Ticket code',
  viewTicket: 'View your ticket',
  keepLink: 'Keep this e-mail: its link opens your ticket without signing in. It shows your ticket only.',
} as const;

export function attendeeTicketMail(
  ticket: AttendeeTicket,
  to: string,
  buyerName: string,
  ticketUrl: string,
): OutgoingMessage {
  const T = attendeeMailTexts;
  const subject = T.subject(ticket.item);
  const rows: Row[] = [
    [checkoutTexts.bought, [ticket.item, ticket.term].filter(Boolean).join(' · ')],
    ...(ticket.schedule
      ? ([
          [checkoutTexts.when, scheduleText(ticket.schedule)],
          [checkoutTexts.venue, ticket.schedule.venue],
        ] as const)
      : []),
    [T.holder, ticket.ticket.holder],
    [T.code, `${ticket.ticket.label}: ${ticket.ticket.code}`],
  ];
  const links: MailLink[] = [
    { label: T.viewTicket, url: ticketUrl },
    ...(ticket.calendar
      ? [
          { label: mailTexts.googleCalendar, url: ticket.calendar.google },
          { label: mailTexts.outlookCalendar, url: ticket.calendar.outlook },
        ]
      : []),
  ];
  const ics = calendarAttachment({ ...ticket, order_id: ticket.ticket.code }, ticketUrl);
  const greeting = mailTexts.greeting(ticket.ticket.holder);
  const intro = T.intro(buyerName, ticket.item);
  const text = [greeting, intro, textRows(rows), textLinks(links), T.keepLink].join('\n\n');
  const body = html`${paragraph(greeting)}${paragraph(intro)}${rowsTable(rows)}${linkButtons(links)}${paragraph(T.keepLink)}`;
  return {
    to,
    subject,
    kind: 'attendee-ticket',
    text,
    html: emailDocument(subject, body),
    ...(ics ? { attachments: [ics] } : {}),
  };
}
