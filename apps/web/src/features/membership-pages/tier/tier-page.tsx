/** The marketing page of one tier (/titan-membership, /maverick-membership): Buy Now → /member-details/{tier}. */
import { OVERVIEW_PLANS, TITAN_MAVERICK_PRIVILEGES } from '@lwl/schemas';
import { MAVERICK_ADD_ONS, TITAN_ADD_ONS } from '../india/india-copy.ts';
import { AddOnSlider } from '../shared/add-on-slider.tsx';
import { BuyNow } from '../shared/buy-now.tsx';
import { HeroPrice } from '../shared/from-price.tsx';
import { MarketingHero, MarketingSection } from '../shared/page-parts.tsx';
import { PlanDisplayCards } from '../shared/plan-display-cards.tsx';
import { TierPrivilegeTable } from '../shared/privilege-tables.tsx';
import { TierColumns } from '../shared/tier-columns.tsx';
import { MAVERICK_COPY, TITAN_COPY } from '../shared/tier-copy.ts';
import '../shared/marketing.css';

const TIERS = {
  titan: { copy: TITAN_COPY, plans: OVERVIEW_PLANS.titan, addOns: TITAN_ADD_ONS },
  maverick: { copy: MAVERICK_COPY, plans: OVERVIEW_PLANS.maverick, addOns: MAVERICK_ADD_ONS },
} as const;

export type Tier = keyof typeof TIERS;

export function TierPage({ tier }: { tier: Tier }) {
  const { copy, plans, addOns } = TIERS[tier];
  const buyTo = `/member-details/${tier}`;
  return (
    <div className="mp-page tier">
      <MarketingHero
        titleId="tier-title"
        eyebrow="LWL India"
        title={`${copy.name} Membership`}
        lead={copy.tagline}
        className={`tier-hero-${tier}`}
      >
        <HeroPrice label={`${copy.name} membership`} slug={tier} />
        <div className="cluster mp-actions">
          <BuyNow to={buyTo} label="Buy Now" variant="accent" />
        </div>
      </MarketingHero>
      <MarketingSection titleId="tier-about-title" title={`Is ${copy.name} for you?`}>
        <TierColumns copy={copy} />
        <h3>Experiences</h3>
        <AddOnSlider label={`${copy.name} experiences`} items={addOns} />
      </MarketingSection>
      <MarketingSection titleId="tier-pricing-title" title="Pricing" alt>
        <PlanDisplayCards plans={plans} label={`${copy.name} plans`} />
        <div className="cluster mp-actions">
          <BuyNow to={buyTo} label="Buy Now" />
        </div>
      </MarketingSection>
      <MarketingSection titleId="tier-privileges-title" title="Privileges">
        <TierPrivilegeTable caption="Titan and Maverick privileges" rows={TITAN_MAVERICK_PRIVILEGES} />
      </MarketingSection>
    </div>
  );
}
