import { lines, NEXT_STEP_TITLE, type NextStep } from './next-step.ts';

/** How a mentor session is arranged (docs/product-rules.md, "What happens next"). */
export const MENTOR_SESSION = {
  /** The mentor's team writes within this many working days of the booking. */
  contactWithinWorkingDays: 2,
  paidMinutes: 60,
  freeMinutes: 20,
} as const;

const contactLine = (email: string | undefined) =>
  `Within ${MENTOR_SESSION.contactWithinWorkingDays} working days, the mentor’s team e-mails you${
    email ? ` at ${email}` : ''
  } to agree a time. Reply with two or three dates and times that suit you.`;

/** A paid session (its invoice line is added when the order has one) or a free introductory session. */
export function mentorNextStep(facts: {
  free: boolean;
  email?: string;
  invoiceLine?: string | null;
}): NextStep {
  const session = facts.free
    ? `The free session is a ${MENTOR_SESSION.freeMinutes}-minute introductory video call; its link comes with the agreed time.`
    : `The session is a ${MENTOR_SESSION.paidMinutes}-minute video call; its link comes with the agreed time. To move it, reply to that e-mail.`;
  return {
    title: NEXT_STEP_TITLE,
    lines: lines(contactLine(facts.email), session, !facts.free && (facts.invoiceLine ?? null)),
  };
}

/** The mentor page's line beside 'Book A Free Session': what it is and who it is for. */
export function freeSessionSummary(allowsGuests: boolean): string {
  return `The free session is a ${MENTOR_SESSION.freeMinutes}-minute introductory video call, to see whether this mentor suits you before a paid ${MENTOR_SESSION.paidMinutes}-minute session. ${
    allowsGuests ? 'Open to members and guests.' : 'For members.'
  }`;
}
