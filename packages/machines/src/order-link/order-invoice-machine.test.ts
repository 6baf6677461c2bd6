import { type Invoice, invoiceMessages } from '@lwl/schemas';
import { endpointExamples } from '@lwl/schemas/examples';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { fromPromise, waitFor } from 'xstate';
import type { InvoiceFile } from '../invoices/invoices-machine.ts';
import { httpFailure, networkFailure } from '../shared/test-fakes.ts';
import { createTestActor, trackTransitions } from '../testing/index.ts';
import { orderInvoiceMachine } from './order-invoice-machine.ts';
import type { OrderLinkParams } from './order-link-machine.ts';

const coverage = trackTransitions(orderInvoiceMachine);
afterAll(() => coverage.assertAllTaken());

const EXAMPLE_INVOICE = (endpointExamples['GET orders/{order_id}/invoice'].response as { data: Invoice })
  .data;
const link: OrderLinkParams = { orderId: 'order_Ab12Cd34Ef56Gh', key: 'q3Zr8tWkX1nB4yLm0PfA_g' };
const file: InvoiceFile = { fileName: 'INV-2627-000042.pdf', bytes: new Uint8Array([37, 80, 68, 70]) };

function start(options: { load?: () => Promise<Invoice>; make?: () => Promise<InvoiceFile> } = {}) {
  const loadInvoice = vi.fn<(params: OrderLinkParams) => Promise<Invoice>>(
    options.load ?? (async () => EXAMPLE_INVOICE),
  );
  const makePdf = vi.fn<(invoice: Invoice) => Promise<InvoiceFile>>(options.make ?? (async () => file));
  const effects = { showToast: vi.fn(), saveFile: vi.fn(), expireSession: vi.fn(), logFailure: vi.fn() };
  const { actor } = createTestActor(orderInvoiceMachine, {
    coverage,
    input: link,
    provide: {
      actors: {
        loadInvoice: fromPromise<Invoice, OrderLinkParams>(({ input }) => loadInvoice(input)),
        makePdf: fromPromise<InvoiceFile, { invoice: Invoice }>(({ input }) => makePdf(input.invoice)),
      },
      actions: {
        showToast: (_, params) => effects.showToast(params),
        saveFile: (_, params) => effects.saveFile(params),
        expireSession: (_, params) => effects.expireSession(params),
        logFailure: () => effects.logFailure(),
      },
    },
  });
  return { actor, loadInvoice, makePdf, effects };
}

describe("an order's invoice, by its link", () => {
  it('fetches the invoice with the key of the link, makes the PDF and saves it', async () => {
    const { actor, loadInvoice, makePdf, effects } = start();
    actor.send({ type: 'invoice.download' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('idle') && effects.saveFile.mock.calls.length === 1);
    expect(loadInvoice).toHaveBeenCalledWith(link);
    expect(makePdf).toHaveBeenCalledWith(EXAMPLE_INVOICE);
    expect(effects.saveFile).toHaveBeenCalledWith(file);
  });

  it.each([
    ['the invoice cannot be fetched', { load: async () => Promise.reject(networkFailure()) }],
    ['the PDF cannot be made', { make: async () => Promise.reject(new Error('font')) }],
  ])('says the download failed when %s, and can try again', async (_, options) => {
    const { actor, effects } = start(options);
    actor.send({ type: 'invoice.download' });
    await waitFor(actor, () => effects.showToast.mock.calls.length === 1);
    expect(effects.showToast).toHaveBeenCalledWith({
      kind: 'error',
      message: invoiceMessages.downloadFailed,
    });
    expect(effects.logFailure).toHaveBeenCalledTimes(1);
    expect(effects.saveFile).not.toHaveBeenCalled();
    expect(actor.getSnapshot().matches('idle')).toBe(true);
  });

  it('hands a 401 to the session', async () => {
    const { actor, effects } = start({
      load: async () => Promise.reject(httpFailure(401, 'Unauthenticated.')),
    });
    actor.send({ type: 'invoice.download' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(effects.expireSession).toHaveBeenCalledTimes(1);
    expect(effects.showToast).not.toHaveBeenCalled();
  });
});
