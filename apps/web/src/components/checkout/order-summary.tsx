/**
 * The order summary before every pay button: what is bought, unit price, coupon discount, GST and the
 * total, all from the server's breakdown. Without one (a backend without `order-quote`, or the quote
 * failed) it shows the page's listed price and says the total is confirmed at payment.
 */
import {
  type ChargeBreakdown,
  type Currency,
  checkoutTexts,
  formatMinor,
  formatMoney,
  PAY_NOW_LABEL,
} from '@lwl/schemas';
import { useId } from 'react';
import './order-summary.css';

/** What the page knows about the item (name, date or term, quantity) and its listed price. */
export interface SummaryItem {
  /** e.g. 'Event', 'Pass', 'Plan', 'Package', 'Session'. */
  label: string;
  name: string;
  /** The date, the term or the pass type, when there is one. */
  detail?: string | undefined;
  quantity?: number | undefined;
  /** The page's price (major units) as listed, and its total for the quantity. */
  listed: { unitPrice: number; total: number; currency: Currency; note?: string | undefined } | null;
}

const money = formatMinor;

export function OrderSummary({
  item,
  breakdown,
  quoting = false,
}: {
  item: SummaryItem;
  breakdown: ChargeBreakdown | null;
  quoting?: boolean;
}) {
  const titleId = useId();
  return (
    <section className="order-summary" aria-labelledby={titleId} aria-busy={quoting}>
      <h3 id={titleId} className="order-summary-title">
        {checkoutTexts.summaryTitle}
      </h3>
      <dl className="order-summary-rows">
        <Row term={item.label} value={item.name} />
        {item.detail ? <Row term="" value={item.detail} /> : null}
        {item.quantity !== undefined ? (
          <Row term={checkoutTexts.quantity} value={String(item.quantity)} />
        ) : null}
        {breakdown ? <Breakdown breakdown={breakdown} /> : <Listed item={item} />}
      </dl>
      <Note breakdown={breakdown} listed={item.listed !== null} />
      <p className="order-summary-status" aria-live="polite">
        {quoting ? checkoutTexts.quoting : ''}
      </p>
    </section>
  );
}

/** A purchase dialog's summary and its Pay Now button, after the fields (the summary sits beside them on wide screens). */
export function SummaryAndPay({
  item,
  quote,
  busy,
}: {
  item: SummaryItem;
  quote: { breakdown: ChargeBreakdown | null; quoting: boolean };
  busy: boolean;
}) {
  return (
    <>
      <div className="purchase-layout-summary">
        <OrderSummary item={item} breakdown={quote.breakdown} quoting={quote.quoting} />
      </div>
      <button
        type="submit"
        className="btn btn-primary btn-block pay-now purchase-layout-pay"
        disabled={busy}
        aria-busy={busy || undefined}
      >
        {PAY_NOW_LABEL}
      </button>
    </>
  );
}

function Breakdown({ breakdown: b }: { breakdown: ChargeBreakdown }) {
  return (
    <>
      <Row term={checkoutTexts.unitPrice} value={money(b.unit_price, b.currency)} />
      {b.discount > 0 ? (
        <Row term={checkoutTexts.discount} value={`− ${money(b.discount, b.currency)}`} />
      ) : null}
      {b.gst_treatment === 'added' ? (
        <Row
          term={`${checkoutTexts.gstAdded} (${b.gst_rate_percent}%)`}
          value={`+ ${money(b.gst, b.currency)}`}
        />
      ) : null}
      <Row term={checkoutTexts.total} value={money(b.total, b.currency)} total />
    </>
  );
}

/** Under the rows: the GST a price includes, no GST for an export, or the listed price's caveat. */
function Note({ breakdown: b, listed }: { breakdown: ChargeBreakdown | null; listed: boolean }) {
  let text: string | null = null;
  if (b === null) text = listed ? checkoutTexts.totalAtPayment : null;
  else if (b.gst_treatment === 'included') text = checkoutTexts.gstIncluded(money(b.gst, b.currency));
  else if (b.gst_treatment === 'none') text = checkoutTexts.gstNone;
  return text ? <p className="order-summary-note">{text}</p> : null;
}

function Listed({ item }: { item: SummaryItem }) {
  if (item.listed === null) return null;
  const { unitPrice, total, currency, note } = item.listed;
  return (
    <>
      <Row
        term={checkoutTexts.unitPrice}
        value={`${formatMoney(unitPrice, currency)}${note ? ` ${note}` : ''}`}
      />
      <Row term={checkoutTexts.total} value={formatMoney(total, currency)} total />
    </>
  );
}

function Row({ term, value, total = false }: { term: string; value: string; total?: boolean }) {
  return (
    <div className={total ? 'order-summary-row order-summary-total' : 'order-summary-row'}>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  );
}
