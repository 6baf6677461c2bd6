import { type InvoiceSummary, invoiceSlug, type invoicesEndpoints, summaryOf } from '@lwl/schemas';
import { callerUser, notFound, sessionExpired } from '../handlers/shared.ts';
import type { HandlerMap } from '../registry/handler.ts';
import { invoiceBookOf } from './invoice-book.ts';

/** Newest first: by issue date, then by number (serials grow within a day). */
const newestFirst = (a: InvoiceSummary, b: InvoiceSummary) =>
  b.issue_date.localeCompare(a.issue_date) || b.number.localeCompare(a.number);

/** The member's tax invoices (contract extensions): only the caller's own; another's answers 404. */
export const invoiceHandlers: HandlerMap<typeof invoicesEndpoints> = {
  'GET account-invoices': (ctx) => {
    const user = callerUser(ctx);
    if (!user) return sessionExpired();
    const data = invoiceBookOf(ctx.store)
      .invoices.filter((r) => r.user_id === user.id)
      .map((r) => summaryOf(r.invoice))
      .sort(newestFirst);
    return { status: 200, body: { status: 1, data } };
  },

  'GET account-invoices/{number}': (ctx) => {
    const user = callerUser(ctx);
    if (!user) return sessionExpired();
    const wanted = invoiceSlug(ctx.input.number);
    const record = invoiceBookOf(ctx.store).invoices.find(
      (r) => r.user_id === user.id && r.invoice.slug === wanted,
    );
    return record ? { status: 200, body: { status: 1, data: record.invoice } } : notFound();
  },
};
