/**
 * The Limited Access Pass copy of the city pages, built from the pass constants. The static catalogue's
 * entry says the same, but importing it brings its zod schemas (about 24 kB gzip) into routes that have
 * no form, which would push the city pages over the 160 kB first-load budget.
 */
import { LAP_EVENT_COUNT, LAP_TERM_MONTHS } from '@lwl/schemas';

export const LAP_TITLE = 'Limited Access Pass';
export const LAP_TERM = `${LAP_TERM_MONTHS} Months`;
export const LAP_BENEFITS: readonly string[] = [
  `Any ${LAP_EVENT_COUNT} all-member events`,
  `Valid for ${LAP_TERM_MONTHS} months`,
];
