import { lines, NEXT_STEP_TITLE, type NextStep } from './next-step.ts';
import { scheduleSentence } from './schedule-text.ts';

/** An event ticket: when and where from the order, what to bring. */
export function eventNextStep(facts: {
  schedule?: { starts_at: string; ends_at: string; venue: string };
  invoiceLine: string | null;
}): NextStep {
  return {
    title: NEXT_STEP_TITLE,
    lines: lines(
      facts.schedule ? `Your tickets are for ${scheduleSentence(facts.schedule)}.` : null,
      'Show each ticket’s QR code at the entrance, on your phone or printed. The ticket link opens them, no sign-in needed.',
      facts.invoiceLine,
    ),
  };
}
