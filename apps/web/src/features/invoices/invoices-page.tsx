/** /invoices: the placeholder invoices with a working Download (platform.md §2 "Invoices view"). */
import { formatInr } from '@lwl/schemas';
import { downloadTextFile } from '../../lib/download.ts';
import { formatDate } from '../../lib/format.ts';
import { invoiceDocument } from './invoice-document.ts';
import { PLACEHOLDER_INVOICES } from './placeholder-invoices.ts';
import '../../components/ui/button.css';
import './invoices.css';

export function Component() {
  return (
    <div className="container page">
      <span className="eyebrow">My account</span>
      <h1>Invoices</h1>
      <p className="page-intro">Sample invoices. Download one to see the format.</p>
      <div className="invoices card">
        <table className="invoices-table">
          <caption className="visually-hidden">Invoices</caption>
          <thead>
            <tr>
              <th scope="col">Invoice</th>
              <th scope="col">Date</th>
              <th scope="col">Description</th>
              <th scope="col" className="num">
                Amount
              </th>
              <th scope="col">
                <span className="visually-hidden">Download</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {PLACEHOLDER_INVOICES.map((invoice) => (
              <tr key={invoice.number}>
                <th scope="row">{invoice.number}</th>
                <td>{formatDate(invoice.date)}</td>
                <td>{invoice.description}</td>
                <td className="num">{formatInr(invoice.amount)}</td>
                <td>
                  <button
                    type="button"
                    className="btn btn-secondary btn-sm"
                    aria-label={`Download ${invoice.number}`}
                    onClick={() => {
                      const { fileName, text } = invoiceDocument(invoice);
                      downloadTextFile(fileName, text);
                    }}
                  >
                    Download
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
