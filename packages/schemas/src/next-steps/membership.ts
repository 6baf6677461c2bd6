import { isoDayText, lines, NEXT_STEP_TITLE, type NextStep } from './next-step.ts';

/** A membership's days as its receipt row says them: '8 December 2026 to 8 December 2027'. */
export const validityText = (validity: { from: string; to: string }): string =>
  `${isoDayText(validity.from)} to ${isoDayText(validity.to)}`;

/**
 * A membership (a purchase or a Global or UAE sign-up): its validity, when the order says it, and how
 * to sign in.
 */
export function membershipNextStep(facts: {
  validity?: { from: string; to: string };
  email?: string;
  invoiceLine: string | null;
}): NextStep {
  const validity = facts.validity ? `Your membership is valid from ${validityText(facts.validity)}.` : null;
  const signIn = `Sign in on the Login page with ${facts.email ?? 'your e-mail address'} and your password to open your member dashboard. Forgot it? 'Forgot password' on that page e-mails you a code.`;
  return { title: NEXT_STEP_TITLE, lines: lines(validity, signIn, facts.invoiceLine) };
}
