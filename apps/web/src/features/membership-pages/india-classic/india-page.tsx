/**
 * /india, the older India page: prices from the static
 * catalogue; the Limited Access Pass card uses its fifth entry.
 */
import { catalogueEntry, PAGE_META, STATIC_CATALOGUE, TITAN_MAVERICK_PRIVILEGES } from '@lwl/schemas';
import { MAVERICK_ADD_ONS, TITAN_ADD_ONS } from '../india/india-copy.ts';
import { BuyNow } from '../shared/buy-now.tsx';
import { MarketingHero, MarketingSection, PassSummary, TierAnchors } from '../shared/page-parts.tsx';
import { PriceTag } from '../shared/price-tag.tsx';
import { TierPrivilegeTable } from '../shared/privilege-tables.tsx';
import { MAVERICK_COPY, TITAN_COPY } from '../shared/tier-copy.ts';
import { FEATURED_MAVERICKS, FEATURED_TITANS } from './featured-members.ts';
import { TierShowcase } from './tier-showcase.tsx';
import '../shared/marketing.css';
import './india-classic.css';

const PAGE_TITLE = PAGE_META['/india'].title;
// The pass is the catalogue's fifth entry.
const pass = STATIC_CATALOGUE[4] ?? catalogueEntry('lap');
const SHOWCASES = [
  { id: 'titan', copy: TITAN_COPY, members: FEATURED_TITANS, benefits: TITAN_ADD_ONS },
  { id: 'maverick', copy: MAVERICK_COPY, members: FEATURED_MAVERICKS, benefits: MAVERICK_ADD_ONS },
] as const;

export function Component() {
  return (
    <div className="mp-page india-classic">
      <MarketingHero
        titleId="classic-title"
        eyebrow="LWL India"
        title={PAGE_TITLE}
        lead="LWL brings together women leaders, founders and professionals across India to learn, connect and grow. Choose the membership that matches where you are in your journey."
      >
        <TierAnchors />
      </MarketingHero>
      {SHOWCASES.map((showcase, index) => (
        <TierShowcase
          key={showcase.id}
          id={showcase.id}
          copy={showcase.copy}
          entry={catalogueEntry(showcase.id)}
          members={showcase.members}
          benefits={showcase.benefits}
          alt={index === 1}
        />
      ))}
      <MarketingSection titleId="classic-privileges-title" title="Compare privileges">
        <TierPrivilegeTable caption="Titan and Maverick privileges" rows={TITAN_MAVERICK_PRIVILEGES} />
      </MarketingSection>
      <MarketingSection id="lap" titleId="classic-lap-title" alt>
        <div className="card split mp-pass classic-lap">
          <PassSummary
            titleId="classic-lap-title"
            term={pass.term}
            title={pass.title}
            benefits={pass.benefits}
          />
          <div className="mp-pass-buy">
            <PriceTag price={pass.price} oldPrice={pass.oldPrice} currency={pass.currency} />
            <BuyNow to="/member-details/lap" label="Buy Now" />
          </div>
        </div>
      </MarketingSection>
    </div>
  );
}
