/** The invoice calls (contract extensions) as the invoices machine's actors. */
import { fromRequest } from '@lwl/machines';
import { type Invoice, type InvoiceSummary, invoicesEndpoints } from '@lwl/schemas';
import { api } from '../lib/api.ts';

export const loadInvoicesActor = fromRequest<InvoiceSummary[]>(({ signal }) =>
  api.request(invoicesEndpoints['GET account-invoices'], {}, { signal }).then((answer) => answer.data),
);

export const loadInvoiceActor = fromRequest<Invoice, { slug: string }>(({ input, signal }) =>
  api
    .request(invoicesEndpoints['GET account-invoices/{number}'], { number: input.slug }, { signal })
    .then((answer) => answer.data),
);
