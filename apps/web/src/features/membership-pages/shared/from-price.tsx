/**
 * A listed price of the marketing pages: 'from' when the plans differ, the amount, and its GST label
 * ('+ GST' for INR plans, none for USD plans). The rules: planFromPrice and gstLabel (packages/schemas).
 */
import { formatMoney, type ListedPrice, type MembershipSlug, planFromPrice } from '@lwl/schemas';

function FromPrice({ price, className }: { price: ListedPrice; className?: string }) {
  return (
    <span className={className ? `from-price ${className}` : 'from-price'}>
      {price.from ? <span>from </span> : null}
      <strong>{formatMoney(price.amount, price.currency)}</strong>
      {price.gst ? <span> {price.gst}</span> : null}
    </span>
  );
}

/** A tier's jump link in a banner with its price beside it: 'Titan  from ₹1,10,000 + GST'. */
export function TierPriceLink({
  href,
  name,
  price,
  accent = false,
}: {
  href: string;
  name: string;
  price: ListedPrice;
  accent?: boolean;
}) {
  return (
    <span className="mp-tier-link">
      <a href={href} className={accent ? 'btn btn-accent btn-sm' : 'btn btn-on-dark btn-sm'}>
        {name}
      </a>
      <FromPrice price={price} />
    </span>
  );
}

/** A banner's price line under its lead: 'Titan membership from ₹1,10,000 + GST'. */
export function HeroPrice({ label, slug }: { label: string; slug: MembershipSlug }) {
  return (
    <p className="mp-hero-price">
      {label} <FromPrice price={planFromPrice(slug)} />
    </p>
  );
}
