/** A displayed price: the struck-through old price (read as "was …"), the price and, for INR, '+ GST'. */
import { formatMoney, gstLabelOf } from '@lwl/schemas';

export type Currency = 'INR' | 'USD';

export interface PriceTagProps {
  price: number;
  oldPrice?: number | null;
  currency: Currency;
  className?: string;
}

function OldPrice({ amount, currency }: { amount: number; currency: Currency }) {
  return (
    <s className="price-old">
      <span className="visually-hidden">was </span>
      {formatMoney(amount, currency)}
    </s>
  );
}

export function PriceTag({ price, oldPrice = null, currency, className }: PriceTagProps) {
  const gst = gstLabelOf('membership', currency);
  return (
    <p className={['price-tag', className ?? ''].filter(Boolean).join(' ')}>
      {oldPrice !== null ? <OldPrice amount={oldPrice} currency={currency} /> : null}
      <span className="price-now">{formatMoney(price, currency)}</span>
      {gst !== null ? <span className="fine-print">{gst}</span> : null}
    </p>
  );
}
