/**
 * The FAQ and the terms of the Venture Vault page. Facts come from
 * `VENTURE_VAULT` and `VENTURE_VAULT_FACTS` of @lwl/schemas so the page and the specs agree.
 */
import { VENTURE_PASS_LABELS, VENTURE_VAULT, VENTURE_VAULT_FACTS } from '@lwl/schemas';

export interface FaqEntry {
  question: string;
  answer: string;
}

export const VENTURE_FAQ: readonly FaqEntry[] = [
  {
    question: 'When and where is Venture Vault?',
    answer: `On ${VENTURE_VAULT.datesLabel}, at a hotel in ${VENTURE_VAULT.city}. The venue details are shared with your booking confirmation.`,
  },
  {
    question: 'Which passes can I buy?',
    answer: `A ${VENTURE_PASS_LABELS.day_1_pass}, a ${VENTURE_PASS_LABELS.day_2_pass} or a ${VENTURE_PASS_LABELS.two_days_pass}. Prices include GST; LWL members pay the member price when signed in.`,
  },
  {
    question: 'Can I attend online?',
    answer: 'No. The event is in person only.',
  },
  {
    question: 'Will I get a certificate?',
    answer: 'Yes, a certificate is given to those who attend both days.',
  },
  {
    question: 'Until when can I register?',
    answer: 'Registration is open up to 24 hours before the event.',
  },
  {
    question: 'Are early bird tickets available?',
    answer: 'Early bird tickets are sold out.',
  },
  {
    question: 'Can I get a refund or transfer my ticket?',
    answer: 'Tickets are non-refundable and non-transferable.',
  },
];

export const VENTURE_TERMS: readonly FaqEntry[] = [
  { question: 'Refunds and transfers', answer: VENTURE_VAULT_FACTS[0] },
  { question: 'Attendance', answer: VENTURE_VAULT_FACTS[1] },
  { question: 'Certificate', answer: VENTURE_VAULT_FACTS[2] },
  { question: 'Registration deadline', answer: VENTURE_VAULT_FACTS[3] },
  { question: 'Early bird tickets', answer: VENTURE_VAULT_FACTS[4] },
  { question: 'Schedule', answer: VENTURE_VAULT_FACTS[5] },
];
