/**
 * /invoices, in the account area (its side menu, Invoices current): the member's GST tax invoices (contract extension `GET account-invoices`), each with the
 * Download button the specs show, and a refunded purchase's credit
 * note with a Download of its own: the PDFs are made in the browser.
 */
import { formatInvoiceAmount, INVOICE_STATUS_LABELS, invoiceMessages } from '@lwl/schemas';
import { AccountArea } from '../../components/account-area/account-area.tsx';
import { formatDate } from '../../lib/format.ts';
import { useInvoices } from './use-invoices.ts';
import '../../components/ui/button.css';
import './invoices.css';
import { RetryAlert } from '../../components/ui/retry-alert.tsx';

export function Component() {
  const [snapshot, send] = useInvoices();
  const { invoices, downloading, document } = snapshot.context;
  const busy = downloading !== null;
  const preparing = (slug: string, kind: typeof document) => downloading === slug && document === kind;
  return (
    <AccountArea title="Invoices" current="invoices">
      <p className="page-intro">
        GST tax invoices for your purchases. Download one as a PDF for your records or your finance team.
      </p>
      {snapshot.matches('ready') ? (
        <div className="invoices card">
          <table className="data-table invoices-table">
            <caption className="visually-hidden">Invoices</caption>
            <thead>
              <tr>
                <th scope="col">Invoice</th>
                <th scope="col">Date</th>
                <th scope="col">Item</th>
                <th scope="col" className="num">
                  Amount
                </th>
                <th scope="col">Status</th>
                <th scope="col">
                  <span className="visually-hidden">Download</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {invoices.map((invoice) => (
                <tr key={invoice.slug}>
                  <th scope="row">{invoice.number}</th>
                  <td>{formatDate(invoice.issue_date)}</td>
                  <td className="invoices-item">{invoice.description}</td>
                  <td className="num">{formatInvoiceAmount(invoice.total, invoice.currency)}</td>
                  <td>
                    <span className={`invoice-status invoice-status-${invoice.status}`}>
                      {INVOICE_STATUS_LABELS[invoice.status]}
                    </span>
                    {invoice.credit_note_number ? (
                      <span className="fine-print-xs invoice-credit-note">
                        Credit note {invoice.credit_note_number}
                      </span>
                    ) : null}
                  </td>
                  <td>
                    <div className="invoice-downloads">
                      <button
                        type="button"
                        className="btn btn-secondary btn-sm"
                        aria-label={`Download ${invoice.number}`}
                        disabled={busy}
                        aria-busy={preparing(invoice.slug, 'invoice')}
                        onClick={() => send({ type: 'invoice.download', slug: invoice.slug })}
                      >
                        {preparing(invoice.slug, 'invoice') ? 'Preparing…' : 'Download'}
                      </button>
                      {invoice.credit_note_number ? (
                        <button
                          type="button"
                          className="btn btn-secondary btn-sm"
                          aria-label={`Download credit note ${invoice.credit_note_number}`}
                          disabled={busy}
                          aria-busy={preparing(invoice.slug, 'credit-note')}
                          onClick={() =>
                            send({ type: 'invoice.download', slug: invoice.slug, document: 'credit-note' })
                          }
                        >
                          {preparing(invoice.slug, 'credit-note') ? 'Preparing…' : 'Credit note'}
                        </button>
                      ) : null}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : snapshot.matches('empty') || snapshot.matches('unavailable') ? (
        <div className="invoices-empty card">
          <p>{snapshot.matches('empty') ? invoiceMessages.noInvoices : invoiceMessages.unavailable}</p>
        </div>
      ) : snapshot.matches('failed') ? (
        <RetryAlert what={invoiceMessages.listFailed} onRetry={() => send({ type: 'retry' })} />
      ) : (
        <p className="invoices-loading">Loading…</p>
      )}
    </AccountArea>
  );
}
