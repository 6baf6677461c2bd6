/**
 * 'Download tax invoice (PDF)' of an order opened from its link, in the element `#invoice` that the
 * e-mail's invoice link (`orderLinks(…).invoice`) points at: such a visit scrolls to it once the
 * receipt is shown.
 */
import type { OrderLinkParams } from '@lwl/machines';
import { receiptPageTexts } from '@lwl/schemas';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useOrderInvoice } from './use-order-invoice.ts';

export function InvoiceDownload({ link }: { link: OrderLinkParams }) {
  const [snapshot, send] = useOrderInvoice(link);
  const busy = snapshot.hasTag('busy');
  const { hash } = useLocation();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (hash === '#invoice') box.current?.scrollIntoView({ block: 'center' });
  }, [hash]);
  return (
    <div id="invoice" ref={box} className="receipt-invoice">
      <button
        type="button"
        className="btn btn-secondary"
        disabled={busy}
        aria-busy={busy}
        onClick={() => send({ type: 'invoice.download' })}
      >
        {busy ? receiptPageTexts.preparingInvoice : receiptPageTexts.downloadInvoice}
      </button>
    </div>
  );
}
