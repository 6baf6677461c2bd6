/**
 * The Invoices view (contract extension `GET account-invoices`): loading → ready | empty | unavailable
 * (the backend answers 404: it has no invoices, so the view and its links hide) | failed. In ready,
 * Download fetches the invoice (`GET account-invoices/{number}`), makes its PDF (the app loads the
 * PDF library only then) and saves it under the invoice number. A 401 is handed to the session. A
 * failed list loads again on 'Try again' (`retry`) and when the connection comes back.
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

export interface InvoicesContext {
  invoices: InvoiceSummary[];
  /** The slug of the invoice being downloaded. */
  downloading: string | null;
}

export type InvoicesEvent =
  | { type: 'retry' }
  /** The browser is back online: a failed list loads again. */
  | { type: 'connection.restored' }
  | { type: 'invoice.download'; slug: string };

const errorToast = {
  type: 'showToast',
  params: { kind: 'error', message: invoiceMessages.downloadFailed },
} as const;

export const invoicesMachine = setup({
  types: { context: {} as InvoicesContext, events: {} as InvoicesEvent },
  actors: {
    loadInvoices: fromPromise<InvoiceSummary[]>(async () => notProvided('invoices', 'loadInvoices')),
    loadInvoice: fromPromise<Invoice, { slug: string }>(async () => notProvided('invoices', 'loadInvoice')),
    makePdf: fromPromise<InvoiceFile, { invoice: Invoice }>(async () => notProvided('invoices', 'makePdf')),
  },
  actions: {
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
  context: { invoices: [], downloading: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadInvoices',
        src: 'loadInvoices',
        onDone: [
          { guard: 'isEmpty', target: 'empty' },
          { target: 'ready', actions: assign({ invoices: ({ event }) => event.output }) },
        ],
        onError: [
          expireOnUnauthorized('expired'),
          { guard: 'isUnavailable', target: 'unavailable' },
          {
            target: 'failed',
            // The page says it in place, with 'Try again' (no toast to cover it).
            actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          entry: assign({ downloading: null }),
          on: {
            'invoice.download': {
              target: 'fetching',
              actions: assign({ downloading: ({ event }) => event.slug }),
            },
          },
        },
        fetching: {
          invoke: {
            id: 'loadInvoice',
            src: 'loadInvoice',
            input: ({ context }) => ({ slug: context.downloading ?? '' }),
            onDone: { target: 'rendering' },
            onError: [
              expireOnUnauthorized('#invoices.expired'),
              {
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
          invoke: {
            id: 'makePdf',
            src: 'makePdf',
            input: ({ event }) => {
              if (!('output' in event)) throw new Error('makePdf without an invoice');
              return { invoice: event.output as Invoice };
            },
            onDone: { target: 'idle', actions: { type: 'saveFile', params: ({ event }) => event.output } },
            onError: {
              target: 'idle',
              actions: [{ type: 'logFailure', params: ({ event }) => ({ error: event.error }) }, errorToast],
            },
          },
        },
      },
    },
    empty: {},
    /** A backend without the invoice extension: the view says so and the links hide. */
    unavailable: {},
    failed: { on: { retry: 'loading', 'connection.restored': 'loading' } },
    expired: { type: 'final' },
  },
});
