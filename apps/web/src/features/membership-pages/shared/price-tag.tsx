/** A displayed price: the struck-through old price (read as "was …"), the price and '+ GST'. */
import { formatMoney, PRICE_GST_SUFFIX } from '@lwl/schemas';

export type Currency = 'INR' | 'USD';

export interface PriceTagProps {
  price: number;
  oldPrice?: number | null;
  currency: Currency;
  /** Appends '+ GST' (membership.md §9: amounts are plus GST). */
  gst?: boolean;
  className?: string;
}

export function OldPrice({ amount, currency }: { amount: number; currency: Currency }) {
  return (
    <s className="price-old">
      <span className="visually-hidden">was </span>
      {formatMoney(amount, currency)}
    </s>
  );
}

export function PriceTag({ price, oldPrice = null, currency, gst = true, className }: PriceTagProps) {
  return (
    <p className={['price-tag', className ?? ''].filter(Boolean).join(' ')}>
      {oldPrice !== null ? <OldPrice amount={oldPrice} currency={currency} /> : null}
      <span className="price-now">{formatMoney(price, currency)}</span>
      {gst ? <span className="price-gst">{PRICE_GST_SUFFIX}</span> : null}
    </p>
  );
}
