/**
 * "Download tax invoice (PDF)" on a receipt opened from its link, for guests too: `GET
 * orders/{order_id}/invoice` with the link's key, then the PDF (the app loads its library only now),
 * saved under the invoice number. A 401 goes to the session; any other failure says so and the
 * button works again.
 *
 *   idle ─invoice.download→ fetching → rendering → idle (saveFile)
 */
import { type Invoice, invoiceMessages } from '@lwl/schemas';
import { fromPromise, setup } from 'xstate';
import type { InvoiceFile } from '../invoices/invoices-machine.ts';
import { hasSessionExpiredError } from '../shared/call-failure.ts';
import { notProvided, type SessionExpiryParams, type ToastParams } from '../shared/effects.ts';
import { expireOnUnauthorized } from '../shared/session-expiry.ts';
import type { OrderLinkParams } from './order-link-machine.ts';

export type OrderInvoiceEvent = { type: 'invoice.download' };

const failed = {
  description: 'The invoice cannot be fetched or made: she sees an error',
  target: 'idle',
  actions: [
    { type: 'logFailure', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) },
    { type: 'showToast', params: { kind: 'error', message: invoiceMessages.downloadFailed } },
  ],
} as const;

export const orderInvoiceMachine = setup({
  types: {
    context: {} as OrderLinkParams,
    events: {} as OrderInvoiceEvent,
    input: {} as OrderLinkParams,
    tags: 'busy',
  },
  actors: {
    loadInvoice: fromPromise<Invoice, OrderLinkParams>(async () =>
      notProvided('orderInvoice', 'loadInvoice'),
    ),
    makePdf: fromPromise<InvoiceFile, { invoice: Invoice }>(async () =>
      notProvided('orderInvoice', 'makePdf'),
    ),
  },
  actions: {
    showToast: (_, _params: ToastParams) => notProvided('orderInvoice', 'showToast'),
    saveFile: (_, _params: InvoiceFile) => notProvided('orderInvoice', 'saveFile'),
    expireSession: (_, _params: SessionExpiryParams) => notProvided('orderInvoice', 'expireSession'),
    logFailure: (_, _params: { error: unknown }) => notProvided('orderInvoice', 'logFailure'),
  },
  guards: { isSessionExpired: hasSessionExpiredError },
}).createMachine({
  id: 'orderInvoice',
  description: "A receipt's Download invoice: the invoice is fetched and saved as a PDF",
  context: ({ input }) => ({ orderId: input.orderId, key: input.key }),
  initial: 'idle',
  states: {
    idle: {
      description: "The receipt's Download invoice button is ready",
      on: { 'invoice.download': { target: 'fetching', description: 'She presses Download invoice' } },
    },
    fetching: {
      description: "Fetching the invoice's data from the server",
      tags: 'busy',
      invoke: {
        id: 'loadInvoice',
        src: 'loadInvoice',
        input: ({ context }) => ({ orderId: context.orderId, key: context.key }),
        onDone: { target: 'rendering', description: "The invoice's data arrives" },
        onError: [expireOnUnauthorized('expired'), failed],
      },
    },
    rendering: {
      description: 'Making the PDF and saving it to the device',
      tags: 'busy',
      invoke: {
        id: 'makePdf',
        src: 'makePdf',
        input: ({ event }) => {
          if (!('output' in event)) throw new Error('makePdf without an invoice');
          return { invoice: event.output as Invoice };
        },
        onDone: {
          description: 'The PDF is ready and saved to her device',
          target: 'idle',
          actions: { type: 'saveFile', params: ({ event }) => event.output },
        },
        onError: failed,
      },
    },
    expired: { description: 'The session ended: on the way to sign in', type: 'final' },
  },
});
