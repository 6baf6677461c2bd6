/** The Pricing (US dollars) and Benefits sections of the Global and UAE pages. */
import type { ComponentProps, ReactNode } from 'react';
import { BuyNow } from './buy-now.tsx';
import { PlanCards } from './plan-cards.tsx';

export interface UsdPricingSectionProps {
  /** Prefix of the heading id: `${idPrefix}-pricing-title`. */
  idPrefix: string;
  rows: ComponentProps<typeof PlanCards>['rows'];
  label: string;
  buyTo: string;
}

export function UsdPricingSection({ idPrefix, rows, label, buyTo }: UsdPricingSectionProps) {
  const titleId = `${idPrefix}-pricing-title`;
  return (
    <section className="mp-section mp-section-alt" aria-labelledby={titleId}>
      <div className="container">
        <div className="mp-section-head">
          <h2 id={titleId}>Pricing</h2>
          <p>Prices in US dollars.</p>
        </div>
        <PlanCards rows={rows} currency="USD" label={label} />
        <div className="cluster mp-actions">
          <BuyNow to={buyTo} />
        </div>
      </div>
    </section>
  );
}

export interface BenefitsSectionProps {
  /** Prefix of the heading id (`${idPrefix}-benefits-title`) and of the layout class (`${idPrefix}-benefits`). */
  idPrefix: string;
  benefits: readonly string[];
  /** The privileges table beside the list. */
  children: ReactNode;
}

export function BenefitsSection({ idPrefix, benefits, children }: BenefitsSectionProps) {
  const titleId = `${idPrefix}-benefits-title`;
  return (
    <section className="mp-section" aria-labelledby={titleId}>
      <div className={`container ${idPrefix}-benefits`}>
        <div>
          <h2 id={titleId}>Benefits</h2>
          <ul className="mp-list">
            {benefits.map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </ul>
        </div>
        {children}
      </div>
    </section>
  );
}
