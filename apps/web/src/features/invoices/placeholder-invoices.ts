/**
 * The Invoices view's static placeholder invoices (platform.md §2: "static placeholder invoices and
 * a Download button"). Amounts are the specs' own prices, so the sample reads like a real invoice.
 */
import { LAP_PRICE } from '@lwl/schemas';

export interface PlaceholderInvoice {
  number: string;
  date: string;
  description: string;
  amount: number;
}

export const PLACEHOLDER_INVOICES: readonly PlaceholderInvoice[] = [
  {
    number: 'LWL-INV-0003',
    date: '2025-03-12',
    description: 'Limited Access Pass (3 months)',
    amount: LAP_PRICE,
  },
  { number: 'LWL-INV-0002', date: '2025-02-04', description: 'Event ticket', amount: 2500 },
  { number: 'LWL-INV-0001', date: '2025-01-15', description: 'Mentor session', amount: 5000 },
];
