import { lines, NEXT_STEP_TITLE, type NextStep } from './next-step.ts';
import { scheduleSentence } from './schedule-text.ts';

type Schedule = { starts_at: string; ends_at: string; venue: string };

/** The thank-you page's first line: the edition on the order (never the page's constant dates). */
export function venturePassBooked(schedule: Schedule | undefined): string {
  return schedule
    ? `Your Venture Vault pass is booked: ${scheduleSentence(schedule)}.`
    : 'Your Venture Vault pass is booked.';
}

/** A Venture Vault pass: the edition's days, hours and venue from the order, and what to bring. */
export function ventureNextStep(facts: { schedule?: Schedule; invoiceLine: string | null }): NextStep {
  return {
    title: NEXT_STEP_TITLE,
    lines: lines(
      facts.schedule ? `Your pass is for ${scheduleSentence(facts.schedule)}.` : null,
      'Show your pass’s QR code at the entrance, on your phone or printed, with a photo ID. The ticket link opens it, no sign-in needed.',
      facts.invoiceLine,
    ),
  };
}
