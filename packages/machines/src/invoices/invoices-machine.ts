/**
 * The Invoices view (contract extension `GET account-invoices`): loading → ready | empty | unavailable
 * (the backend answers 404: it has no invoices, so the view and its links hide) | failed. In ready,
 * Download fetches the invoice (`GET account-invoices/{number}`), makes its PDF (the app loads the
 * PDF library only then) and saves it under the invoice number; the same for the credit note of a
 * refunded purchase, a document of its own drawn from the invoice it reverses (`document:
 * 'credit-note'`). A 401 is handed to the session. A failed list loads again on 'Try again' (`retry`)
 * and when the connection comes back.
 */
import { type Invoice, type InvoiceSummary, invoiceMessages } from '@lwl/schemas';
import { assign, fromPromise, setup } from 'xstate';
import { failedWith, hasSessionExpiredError } from '../shared/call-failure.ts';
import { notProvided, type SessionExpiryParams, type ToastParams } from '../shared/effects.ts';
import { expireOnUnauthorized } from '../shared/session-expiry.ts';

export interface InvoiceFile {
  fileName: string;
  bytes: Uint8Array;
}

/** Which document of an invoice to download: the tax invoice, or the credit note that reverses it. */
export type InvoiceDocument = 'invoice' | 'credit-note';

export interface InvoicesContext {
  invoices: InvoiceSummary[];
  /** The slug of the invoice being downloaded. */
  downloading: string | null;
  /** Which of its documents. */
  document: InvoiceDocument;
}

export type InvoicesEvent =
  | { type: 'retry' }
  /** The browser is back online: a failed list loads again. */
  | { type: 'connection.restored' }
  | { type: 'invoice.download'; slug: string; document?: InvoiceDocument };

const errorToast = {
  type: 'showToast',
  params: ({ context }: { context: InvoicesContext }) => ({
    kind: 'error' as const,
    message:
      context.document === 'credit-note' ? invoiceMessages.creditNoteFailed : invoiceMessages.downloadFailed,
  }),
} as const;

export const invoicesMachine = setup({
  types: { context: {} as InvoicesContext, events: {} as InvoicesEvent },
  actors: {
    loadInvoices: fromPromise<InvoiceSummary[]>(async () => notProvided('invoices', 'loadInvoices')),
    loadInvoice: fromPromise<Invoice, { slug: string }>(async () => notProvided('invoices', 'loadInvoice')),
    makePdf: fromPromise<InvoiceFile, { invoice: Invoice; document: InvoiceDocument }>(async () =>
      notProvided('invoices', 'makePdf'),
    ),
  },
  actions: {
    storeInvoices: assign({ invoices: (_, { invoices }: { invoices: InvoiceSummary[] }) => invoices }),
    clearDownload: assign({ downloading: null }),
    startDownload: assign({
      downloading: ({ context, event }) =>
        event.type === 'invoice.download' ? event.slug : context.downloading,
      document: ({ context, event }) =>
        event.type === 'invoice.download' ? (event.document ?? 'invoice') : context.document,
    }),
    showToast: (_, _params: ToastParams) => notProvided('invoices', 'showToast'),
    saveFile: (_, _params: InvoiceFile) => notProvided('invoices', 'saveFile'),
    expireSession: (_, _params: SessionExpiryParams) => notProvided('invoices', 'expireSession'),
    logFailure: (_, _params: { error: unknown }) => notProvided('invoices', 'logFailure'),
  },
  guards: {
    isSessionExpired: hasSessionExpiredError,
    isUnavailable: failedWith('not-found'),
    isEmpty: ({ event }) => 'output' in event && Array.isArray(event.output) && event.output.length === 0,
  },
}).createMachine({
  id: 'invoices',
  description: "A member's invoices in her account, each downloadable as a PDF",
  context: { invoices: [], downloading: null, document: 'invoice' },
  initial: 'loading',
  states: {
    loading: {
      description: "Loading the member's invoices",
      invoke: {
        id: 'loadInvoices',
        src: 'loadInvoices',
        onDone: [
          { description: 'No invoice yet', guard: 'isEmpty', target: 'empty' },
          {
            description: 'Her invoices arrive',
            target: 'ready',
            actions: { type: 'storeInvoices', params: ({ event }) => ({ invoices: event.output }) },
          },
        ],
        onError: [
          expireOnUnauthorized('expired'),
          { description: 'This server offers no invoices', guard: 'isUnavailable', target: 'unavailable' },
          {
            description: 'The invoices fail to load: she sees a message and Try again',
            target: 'failed',
            // The page says it in place, with 'Try again' (no toast to cover it).
            actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    ready: {
      description: 'The invoices, each with its download links',
      initial: 'idle',
      states: {
        idle: {
          description: 'Waiting for the member to download an invoice',
          entry: 'clearDownload',
          on: {
            'invoice.download': {
              description: 'She presses Download on an invoice',
              target: 'fetching',
              actions: 'startDownload',
            },
          },
        },
        fetching: {
          description: "Fetching the invoice's data from the server",
          invoke: {
            id: 'loadInvoice',
            src: 'loadInvoice',
            input: ({ context }) => ({ slug: context.downloading ?? '' }),
            onDone: { description: "The invoice's data arrives", target: 'rendering' },
            onError: [
              expireOnUnauthorized('#invoices.expired'),
              {
                description: 'The invoice fails to load: she sees an error',
                target: 'idle',
                actions: [
                  { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
                  errorToast,
                ],
              },
            ],
          },
        },
        rendering: {
          description: 'Making the PDF and saving it to the device',
          invoke: {
            id: 'makePdf',
            src: 'makePdf',
            input: ({ context, event }) => {
              if (!('output' in event)) throw new Error('makePdf without an invoice');
              return { invoice: event.output as Invoice, document: context.document };
            },
            onDone: {
              description: 'The PDF is ready and saved to her device',
              target: 'idle',
              actions: { type: 'saveFile', params: ({ event }) => event.output },
            },
            onError: {
              description: 'The PDF cannot be made: she sees an error',
              target: 'idle',
              actions: [{ type: 'logFailure', params: ({ event }) => ({ error: event.error }) }, errorToast],
            },
          },
        },
      },
    },
    empty: { description: 'No invoice yet: the list says so' },
    /** A backend without the invoice extension: the view says so and the links hide. */
    unavailable: { description: 'This server has no invoices: the links are hidden' },
    failed: {
      description: 'The invoices could not be loaded: a message and Try again',
      on: {
        retry: { target: 'loading', description: 'She presses Try again' },
        'connection.restored': {
          target: 'loading',
          description: 'The connection returns: the invoices load again',
        },
      },
    },
    expired: { description: 'The session ended: on the way to sign in', type: 'final' },
  },
});
