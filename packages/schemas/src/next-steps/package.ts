import { lines, NEXT_STEP_TITLE, type NextStep } from './next-step.ts';

/** How a sponsor or enterprise package is taken up after payment. */
export const PACKAGE_CONTACT_WITHIN_WORKING_DAYS = 2;

export function packageNextStep(facts: { email?: string; invoiceLine: string | null }): NextStep {
  return {
    title: NEXT_STEP_TITLE,
    lines: lines(
      `Within ${PACKAGE_CONTACT_WITHIN_WORKING_DAYS} working days, our partnerships team e-mails you${
        facts.email ? ` at ${facts.email}` : ''
      } to plan your package: what you receive and when, and what we need from you (your logo and a contact).`,
      facts.invoiceLine,
    ),
  };
}
