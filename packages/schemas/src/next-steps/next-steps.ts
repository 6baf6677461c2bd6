import type { Receipt } from '../checkout/receipt.ts';
import { eventNextStep } from './event.ts';
import { membershipNextStep } from './membership.ts';
import { mentorNextStep } from './mentor.ts';
import { INVOICE_LINE, type NextStep } from './next-step.ts';
import { packageNextStep } from './package.ts';
import { ventureNextStep } from './venture.ts';

/**
 * The next step of a receipt, by its kind. `hasInvoice`: the order has a tax invoice (a receipt held
 * in memory does not know, and says nothing of one).
 */
export function nextStepOf(
  receipt: Pick<Receipt, 'kind' | 'email' | 'schedule' | 'validity'>,
  hasInvoice: boolean,
): NextStep {
  const invoiceLine = hasInvoice ? INVOICE_LINE : null;
  const email = receipt.email ? { email: receipt.email } : {};
  switch (receipt.kind) {
    case 'mentor':
      return mentorNextStep({ free: false, ...email, invoiceLine });
    case 'membership':
      return membershipNextStep({
        ...(receipt.validity ? { validity: receipt.validity } : {}),
        ...email,
        invoiceLine,
      });
    case 'venture':
      return ventureNextStep({ ...(receipt.schedule ? { schedule: receipt.schedule } : {}), invoiceLine });
    case 'event':
      return eventNextStep({ ...(receipt.schedule ? { schedule: receipt.schedule } : {}), invoiceLine });
    case 'package':
      return packageNextStep({ ...email, invoiceLine });
  }
}
