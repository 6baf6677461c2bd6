/** Pricing cards of a tier (tier price rows): 1, 2 and 3 years, the highlighted one marked. */
import type { TierPriceRow } from '@lwl/schemas';
import { type Currency, PriceTag } from './price-tag.tsx';

export interface PlanCardsProps {
  rows: readonly TierPriceRow[];
  currency: Currency;
  /** Names the cards' group, e.g. 'Titan pricing'. */
  label: string;
}

export function PlanCards({ rows, currency, label }: PlanCardsProps) {
  return (
    <ul className="plan-cards" aria-label={label}>
      {rows.map((row) => (
        <li
          key={row.duration}
          className={`card stack plan-card${row.highlight ? ' plan-card-highlight' : ''}`}
        >
          {row.highlight ? <span className="plan-badge">Best value</span> : null}
          <h3 className="plan-card-title">{row.duration}</h3>
          <PriceTag price={row.price} oldPrice={row.oldPrice} currency={currency} />
        </li>
      ))}
    </ul>
  );
}
