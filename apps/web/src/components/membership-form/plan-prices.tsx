/**
 * Every plan of the form with its price, before any choice (the default city's until a city is
 * chosen), under 'from' the lowest: 'Plans in Delhi from ₹45,000 + GST'. Rules: optionsFromPrice and
 * the GST label (packages/schemas); which city: pricedCity (packages/machines).
 */
import {
  type Currency,
  formatMoney,
  gstLabelOf,
  listedPriceText,
  type MembershipPriceOption,
  optionsFromPrice,
} from '@lwl/schemas';
import { useId } from 'react';

export function PlanPrices({
  options,
  currency,
  city = null,
}: {
  options: readonly MembershipPriceOption[];
  currency: Currency;
  /** The city the prices are for (purchase form); null for the sign-up forms' plans. */
  city?: string | null;
}) {
  const titleId = useId();
  const from = optionsFromPrice(options, currency);
  if (!from) return null;
  const gst = gstLabelOf('membership', currency);
  return (
    <section className="plan-prices" aria-labelledby={titleId}>
      <p className="plan-prices-head">
        <span id={titleId}>{city ? `Plans in ${city}` : 'Plans'}</span>
        <strong>{listedPriceText(from)}</strong>
      </p>
      <ul className="plan-prices-list">
        {options.map((option) => (
          <li key={option.id}>
            <span>{option.term}</span>
            <span>
              <strong>{formatMoney(option.price, currency)}</strong>
              {gst ? <span className="plan-prices-gst"> {gst}</span> : null}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
