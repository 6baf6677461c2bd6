/** The Pricing (US dollars) and Benefits sections of the Global and UAE pages. */
import type { ComponentProps, ReactNode } from 'react';
import { BuyNow } from './buy-now.tsx';
import { BulletList, MarketingSection, SectionHead } from './page-parts.tsx';
import { PlanCards } from './plan-cards.tsx';
import { SinglePrivilegeTable } from './privilege-tables.tsx';

export interface UsdPricingSectionProps {
  /** Prefix of the heading id: `${idPrefix}-pricing-title`. */
  idPrefix: string;
  rows: ComponentProps<typeof PlanCards>['rows'];
  label: string;
  buyTo: string;
}

function UsdPricingSection({ idPrefix, rows, label, buyTo }: UsdPricingSectionProps) {
  const titleId = `${idPrefix}-pricing-title`;
  return (
    <MarketingSection titleId={titleId} alt>
      <SectionHead titleId={titleId} title="Pricing">
        Prices in US dollars.
      </SectionHead>
      <PlanCards rows={rows} currency="USD" label={label} />
      <div className="cluster mp-actions">
        <BuyNow to={buyTo} />
      </div>
    </MarketingSection>
  );
}

export interface BenefitsSectionProps {
  /** Prefix of the heading id (`${idPrefix}-benefits-title`). */
  idPrefix: string;
  benefits: readonly string[];
  /** The privileges table beside the list. */
  children: ReactNode;
}

function BenefitsSection({ idPrefix, benefits, children }: BenefitsSectionProps) {
  const titleId = `${idPrefix}-benefits-title`;
  return (
    <MarketingSection titleId={titleId} containerClassName="split mp-benefits">
      <div>
        <h2 id={titleId}>Benefits</h2>
        <BulletList items={benefits} />
      </div>
      {children}
    </MarketingSection>
  );
}

/** Pricing, then Benefits beside the one-column privileges table: the Global and UAE pages alike. */
export function UsdPlanSections({
  idPrefix,
  rows,
  label,
  buyTo,
  benefits,
  privilegesColumn,
  privileges,
}: UsdPricingSectionProps &
  Omit<BenefitsSectionProps, 'children'> & {
    privilegesColumn: string;
    privileges: ComponentProps<typeof SinglePrivilegeTable>['rows'];
  }) {
  return (
    <>
      <UsdPricingSection idPrefix={idPrefix} rows={rows} label={label} buyTo={buyTo} />
      <BenefitsSection idPrefix={idPrefix} benefits={benefits}>
        <SinglePrivilegeTable caption="Privileges" column={privilegesColumn} rows={privileges} />
      </BenefitsSection>
    </>
  );
}
