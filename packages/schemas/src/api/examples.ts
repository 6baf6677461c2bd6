/**
 * One example input and answer per endpoint of the table, gathered from the domain folders. Tests and
 * tools import it as `@lwl/schemas/examples`: kept out of the package index, so no app bundle carries it.
 */
import { accountExamples } from '../account/examples.ts';
import { applicationExamples } from '../application/examples.ts';
import { authExamples } from '../auth/examples.ts';
import { checkoutExamples } from '../checkout/examples.ts';
import { directoryExamples } from '../directory/examples.ts';
import { enquiryExamples } from '../enquiry/examples.ts';
import { eventsExamples } from '../events/examples.ts';
import { invoicesExamples } from '../invoices/examples.ts';
import { membershipExamples } from '../membership/examples.ts';
import { mentorsExamples } from '../mentors/examples.ts';
import { holderExamples, ordersExamples } from '../orders/examples.ts';
import { packagesExamples } from '../packages/examples.ts';
import { privilegesExamples } from '../privileges/examples.ts';
import { profileExamples } from '../profile/examples.ts';
import { searchExamples } from '../search/examples.ts';
import { ventureExamples } from '../venture/examples.ts';
import { videosExamples } from '../videos/examples.ts';
import type { Operation } from './endpoints.ts';

export const endpointExamples: Record<Operation, { input: unknown; response: unknown }> = {
  ...eventsExamples,
  ...ventureExamples,
  ...mentorsExamples,
  ...videosExamples,
  ...packagesExamples,
  ...searchExamples,
  ...authExamples,
  ...profileExamples,
  ...accountExamples,
  ...directoryExamples,
  ...membershipExamples,
  ...enquiryExamples,
  ...privilegesExamples,
  ...applicationExamples,
  ...invoicesExamples,
  ...checkoutExamples,
  ...ordersExamples,
  ...holderExamples,
};

/** The example of an operation named by a string (a table key read at run time), if there is one. */
export function exampleFor(operation: string): { input: unknown; response: unknown } | undefined {
  return Object.hasOwn(endpointExamples, operation) ? endpointExamples[operation as Operation] : undefined;
}
