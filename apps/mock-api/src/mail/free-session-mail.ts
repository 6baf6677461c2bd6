import { checkoutTexts, mentorNextStep, ordersMessages } from '@lwl/schemas';
import type { OutgoingMessage } from '../outbox/outbox.ts';
import { html } from './html.ts';
import { emailDocument, paragraph, type Row, rowsTable, textRows } from './layout.ts';
import { mailTexts as T } from './mail-texts.ts';
import { nextStepHtml, nextStepText } from './next-step-mail.ts';

/** What the free-session message says: who booked, with whom, when. */
export interface FreeSessionFacts {
  to: string;
  holder: string;
  mentorName: string;
  bookedOn: string;
}

/**
 * `free-session`: sent when a free mentor session is booked (it has no order, so no receipt or
 * invoice); ends with how the session is arranged.
 */
export function freeSessionConfirmation(facts: FreeSessionFacts): OutgoingMessage {
  const subject = T.freeSessionSubject(facts.mentorName);
  const rows: Row[] = [
    [checkoutTexts.bought, `${ordersMessages.mentorSession(facts.mentorName)} (${T.freeSession})`],
    [checkoutTexts.date, facts.bookedOn],
    [checkoutTexts.email, facts.to],
  ];
  const step = mentorNextStep({ free: true, email: facts.to });
  const intro = T.freeSessionIntro(facts.mentorName);
  const text = [T.greeting(facts.holder), intro, textRows(rows), nextStepText(step)].join('\n\n');
  const body = html`${paragraph(T.greeting(facts.holder))}${paragraph(intro)}${rowsTable(rows)}${nextStepHtml(step)}`;
  return { to: facts.to, subject, kind: 'free-session', text, html: emailDocument(subject, body) };
}
