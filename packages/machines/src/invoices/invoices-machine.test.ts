import { type Invoice, type InvoiceSummary, invoiceMessages, summaryOf } from '@lwl/schemas';
import { endpointExamples } from '@lwl/schemas/examples';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { fromPromise, waitFor } from 'xstate';
import type { SessionExpiryParams } from '../shared/effects.ts';
import { httpFailure, networkFailure } from '../shared/test-fakes.ts';
import { createTestActor, trackTransitions } from '../testing/index.ts';
import { type InvoiceDocument, type InvoiceFile, invoicesMachine } from './invoices-machine.ts';

const coverage = trackTransitions(invoicesMachine);
afterAll(() => coverage.assertAllTaken());

const EXAMPLE_INVOICE = (endpointExamples['GET account-invoices/{number}'].response as { data: Invoice })
  .data;
const row = summaryOf(EXAMPLE_INVOICE);
const file: InvoiceFile = { fileName: 'INV-2627-000042.pdf', bytes: new Uint8Array([37, 80, 68, 70]) };

function start(
  options: {
    list?: () => Promise<InvoiceSummary[]>;
    invoice?: (slug: string) => Promise<Invoice>;
    pdf?: (invoice: Invoice, document: InvoiceDocument) => Promise<InvoiceFile>;
  } = {},
) {
  const effects = {
    showToast: vi.fn<(kind: string, message: string) => void>(),
    saveFile: vi.fn<(file: InvoiceFile) => void>(),
    expireSession: vi.fn<(params: SessionExpiryParams) => void>(),
    logFailure: vi.fn<(error: unknown) => void>(),
  };
  const loadInvoice = vi.fn(options.invoice ?? (async () => EXAMPLE_INVOICE));
  const makePdf = vi.fn(options.pdf ?? (async () => file));
  const { actor } = createTestActor(invoicesMachine, {
    coverage,
    provide: {
      actors: {
        loadInvoices: fromPromise(options.list ?? (async () => [row])),
        loadInvoice: fromPromise<Invoice, { slug: string }>(({ input }) => loadInvoice(input.slug)),
        makePdf: fromPromise<InvoiceFile, { invoice: Invoice; document: InvoiceDocument }>(({ input }) =>
          makePdf(input.invoice, input.document),
        ),
      },
      actions: {
        showToast: (_, params) => effects.showToast(params.kind, params.message),
        saveFile: (_, params) => effects.saveFile(params),
        expireSession: (_, params) => effects.expireSession(params),
        logFailure: (_, params) => effects.logFailure(params.error),
      },
    },
  });
  return { actor, effects, loadInvoice, makePdf };
}

describe('invoices machine', () => {
  it('lists the invoices, then downloads one: fetches it, makes the PDF, saves it under its number', async () => {
    const { actor, effects, loadInvoice, makePdf } = start();
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(actor.getSnapshot().context.invoices).toEqual([row]);
    actor.send({ type: 'invoice.download', slug: row.slug });
    expect(actor.getSnapshot().context.downloading).toBe(row.slug);
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(loadInvoice).toHaveBeenCalledWith('INV-2627-000042');
    expect(makePdf).toHaveBeenCalledWith(EXAMPLE_INVOICE, 'invoice');
    expect(effects.saveFile).toHaveBeenCalledWith(file);
    expect(actor.getSnapshot().context.downloading).toBeNull();
  });

  it("downloads a refunded purchase's credit note as a document of its own, from its invoice", async () => {
    const refunded: Invoice = {
      ...EXAMPLE_INVOICE,
      status: 'refunded',
      credit_note: {
        number: 'CN/2627/000001',
        issue_date: '2026-12-01',
        invoice_number: EXAMPLE_INVOICE.number,
        invoice_date: EXAMPLE_INVOICE.issue_date,
        total: EXAMPLE_INVOICE.totals.total,
      },
    };
    const { actor, effects, loadInvoice, makePdf } = start({ invoice: async () => refunded });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    actor.send({ type: 'invoice.download', slug: row.slug, document: 'credit-note' });
    expect(actor.getSnapshot().context).toMatchObject({ downloading: row.slug, document: 'credit-note' });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && effects.saveFile.mock.calls.length === 1);
    expect(loadInvoice).toHaveBeenCalledWith('INV-2627-000042');
    expect(makePdf).toHaveBeenCalledWith(refunded, 'credit-note');
  });

  it('says which document failed', async () => {
    const { actor, effects } = start({
      pdf: async () => {
        throw new Error('no credit note');
      },
    });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    actor.send({ type: 'invoice.download', slug: row.slug, document: 'credit-note' });
    await waitFor(actor, () => effects.showToast.mock.calls.length > 0);
    expect(effects.showToast).toHaveBeenCalledWith('error', invoiceMessages.creditNoteFailed);
  });

  it('ignores a second Download while one runs', async () => {
    let release: (invoice: Invoice) => void = () => {};
    const { actor, loadInvoice } = start({ invoice: () => new Promise((resolve) => (release = resolve)) });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    actor.send({ type: 'invoice.download', slug: 'A' });
    actor.send({ type: 'invoice.download', slug: 'B' });
    release(EXAMPLE_INVOICE);
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(loadInvoice).toHaveBeenCalledTimes(1);
  });

  it('shows the empty state for no invoices', async () => {
    const { actor } = start({ list: async () => [] });
    await waitFor(actor, (s) => s.matches('empty'));
  });

  it('is unavailable when the backend answers 404 (no invoice extension): no toast', async () => {
    const { actor, effects } = start({
      list: async () => {
        throw httpFailure(404, 'Not found', 'GET account-invoices');
      },
    });
    await waitFor(actor, (s) => s.matches('unavailable'));
    expect(effects.showToast).not.toHaveBeenCalled();
  });

  it('a failed list is failed (the page says so, no toast) and can be retried', async () => {
    let calls = 0;
    const { actor, effects } = start({
      list: async () => {
        calls += 1;
        if (calls === 1) throw networkFailure('GET account-invoices');
        return [row];
      },
    });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(effects.showToast).not.toHaveBeenCalled();
    actor.send({ type: 'retry' });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
  });

  it('a failed list loads again when the connection comes back', async () => {
    let calls = 0;
    const { actor } = start({
      list: async () => {
        calls += 1;
        if (calls === 1) throw networkFailure('GET account-invoices');
        return [row];
      },
    });
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'connection.restored' });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(calls).toBe(2);
  });

  it('a 401 on the list or on a download hands over to the session', async () => {
    const list = start({
      list: async () => {
        throw httpFailure(401, 'Session expired', 'GET account-invoices');
      },
    });
    await waitFor(list.actor, (s) => s.matches('expired'));
    expect(list.effects.expireSession).toHaveBeenCalledTimes(1);
    const download = start({
      invoice: async () => {
        throw httpFailure(401, 'Session expired', 'GET account-invoices/{number}');
      },
    });
    await waitFor(download.actor, (s) => s.matches({ ready: 'idle' }));
    download.actor.send({ type: 'invoice.download', slug: row.slug });
    await waitFor(download.actor, (s) => s.matches('expired'));
    expect(download.effects.expireSession).toHaveBeenCalledTimes(1);
  });

  it('a failed fetch or PDF toasts the download message and saves nothing', async () => {
    for (const failing of [
      {
        invoice: async () => {
          throw httpFailure(
            404,
            'Record not found. Please try again later.',
            'GET account-invoices/{number}',
          );
        },
      },
      {
        pdf: async () => {
          throw new Error('font failed to load');
        },
      },
    ]) {
      const { actor, effects } = start(failing);
      await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
      actor.send({ type: 'invoice.download', slug: row.slug });
      await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && effects.showToast.mock.calls.length > 0);
      expect(effects.showToast).toHaveBeenCalledWith('error', invoiceMessages.downloadFailed);
      expect(effects.saveFile).not.toHaveBeenCalled();
    }
  });
});
