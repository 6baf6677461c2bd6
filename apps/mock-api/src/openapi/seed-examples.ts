import type { Operation } from '@lwl/schemas';
import { invoiceSlug } from '@lwl/schemas';
import { endpointExamples } from '@lwl/schemas/examples';
import { SEED_IDS } from '../store/seed/purchases.ts';
import { SEED_PASSWORD, TITAN_EMAIL } from '../store/seed/users.ts';
import { createSeed } from '../store/seed.ts';

type Fields = Record<string, unknown>;

/** The seeded account whose token the document's examples (and generated suites) use. */
export const EXAMPLE_ACCOUNT = { email: TITAN_EMAIL, password: SEED_PASSWORD } as const;

/**
 * Operations no document example can make succeed: they need a secret sent elsewhere (the OTP mailed
 * by `POST forgot-password`, a ticket holder's key mailed to her), a signature only the payment
 * provider computes, or a ticket code of an order made in the same run. Their examples still get a documented error status with a valid error body.
 */
export const EXEMPT_OPERATIONS: Partial<Record<Operation, string>> = {
  'POST verify-token': 'needs the OTP mailed by POST forgot-password',
  'POST reset-password': 'needs the OTP mailed by POST forgot-password',
  'POST event-payment-callback': "needs the payment provider's signature",
  'POST venture-payment-callback': "needs the payment provider's signature",
  'POST mentor-payment-callback': "needs the payment provider's signature",
  'POST package-payment-callback': "needs the payment provider's signature",
  'POST membership-payment-callback': "needs the payment provider's signature",
  'GET attendee-tickets/{ticket}': "needs the key mailed to the ticket's holder",
  'POST order-holders': 'needs a ticket code of the order, read from its receipt',
};

/** What the seed has where the schemas package's examples name other records. */
const seedOverrides: Partial<Record<Operation, Fields>> = {
  'GET events/{slug}': { slug: SEED_IDS.upcomingOpenEventSlug },
  'POST event-payment': { event_id: 1 },
  // FREE100: the order is paid at once, so the order-link calls after it can read it (orders/{order_id}).
  'POST user-event-payment': { event_id: 1, coupon: 'FREE100' },
  'POST order-quote': { kind: 'event', event_id: 1, quantity: 2, coupon: '' },
  'GET mentors/{id}': { id: SEED_IDS.openMentorSlug },
  'POST delete-event': { event_id: SEED_IDS.titanUpcomingPurchaseId },
  'POST membership-payment': { membership_price_id: '101' },
  // Optional fields a form tool would otherwise fill with invented text; empty means absent.
  'POST global-membership-payment': Object.fromEntries(
    [
      'coupon',
      'reffered_by',
      'gst_number',
      'gst_company_name',
      'gst_address_line_1',
      'gst_address_line_2',
      'gst_pincode',
    ].map((name) => [name, '']),
  ),
  'POST new-member-form': { email: TITAN_EMAIL },
};

let seededInvoice: string | undefined;
/**
 * A seeded invoice of the example account, as its URL form. Invoice numbers carry the financial year
 * of the seeded purchase dates, which follow the clock, so it is read from a seed made now (what a
 * freshly started mock without MOCK_NOW holds).
 */
function seededInvoiceNumber(): string {
  if (seededInvoice === undefined) {
    const store = createSeed(new Date());
    const titan = store.users.find((u) => u.email === TITAN_EMAIL);
    const invoice = store.invoiceBook?.invoices.find((i) => i.user_id === titan?.id);
    seededInvoice = invoiceSlug(invoice?.invoice.number ?? '');
  }
  return seededInvoice;
}

const isFile = (value: unknown) => typeof Blob !== 'undefined' && value instanceof Blob;

/**
 * The input of every operation as it succeeds against a freshly started mock signed in as the Titan
 * account (`EXAMPLE_ACCOUNT`): the schemas package's example with the seed's slugs and ids. Files are
 * left out (a document example is JSON; the mock accepts these forms without their optional photo).
 */
export function seedExampleInput(operation: Operation): Fields {
  const input = endpointExamples[operation].input;
  const fields: Fields = typeof input === 'object' && input !== null ? { ...input } : {};
  Object.assign(fields, seedOverrides[operation]);
  if (operation === 'GET account-invoices/{number}') fields.number = seededInvoiceNumber();
  for (const [name, value] of Object.entries(fields)) if (isFile(value)) delete fields[name];
  return fields;
}

/** The example success answer of an operation (the schemas package's, which its response schema accepts). */
export const exampleResponse = (operation: Operation): unknown => endpointExamples[operation].response;
