/** /membership: the four tier sections and the Limited Access Pass card. */
import {
  catalogueEntry,
  gstDifferenceNote,
  gstTreatmentOf,
  type MembershipSlug,
  OVERVIEW_LAP_PLAN,
  OVERVIEW_PLANS,
  type PlanDisplay,
  planFromPrice,
} from '@lwl/schemas';
import { BuyNow } from '../shared/buy-now.tsx';
import { TierPriceLink } from '../shared/from-price.tsx';
import { MarketingHero, MarketingSection, PassSummary, SectionHead } from '../shared/page-parts.tsx';
import { PlanDisplayCards } from '../shared/plan-display-cards.tsx';
import { TierColumns } from '../shared/tier-columns.tsx';
import { GLOBAL_COPY, MAVERICK_COPY, TITAN_COPY, type TierCopy, UAE_COPY } from '../shared/tier-copy.ts';
import '../shared/marketing.css';
import './overview.css';

interface TierSection {
  id: string;
  slug: MembershipSlug;
  copy: TierCopy;
  plans: readonly PlanDisplay[];
  buyTo: string;
}

const SECTIONS: readonly TierSection[] = [
  {
    id: 'titan',
    slug: 'titan',
    copy: TITAN_COPY,
    plans: OVERVIEW_PLANS.titan,
    buyTo: '/member-details/titan',
  },
  {
    id: 'maverick',
    slug: 'maverick',
    copy: MAVERICK_COPY,
    plans: OVERVIEW_PLANS.maverick,
    buyTo: '/member-details/maverick',
  },
  {
    id: 'global',
    slug: 'global-access-membership',
    copy: GLOBAL_COPY,
    plans: OVERVIEW_PLANS.globalAccess,
    buyTo: '/global-access-membership',
  },
  { id: 'uae', slug: 'uae-membership', copy: UAE_COPY, plans: OVERVIEW_PLANS.uae, buyTo: '/uae-membership' },
];

const lap = catalogueEntry('lap');
/** The page lists INR plans '+ GST' beside USD plans without GST: one sentence says why. */
const GST_NOTE = gstDifferenceNote(
  [...SECTIONS.map((section) => section.plans[0]?.currency ?? 'INR'), lap.currency].map((currency) =>
    gstTreatmentOf('membership', currency),
  ),
);
export function Component() {
  return (
    <div className="mp-page overview">
      <MarketingHero
        titleId="overview-title"
        eyebrow="LWL Membership"
        title="Find the membership that fits your journey"
        lead="Four ways to belong to a community of women leaders, in India and around the world."
      >
        <nav aria-label="Membership tiers" className="mp-actions overview-tier-links">
          {SECTIONS.map((section) => (
            <TierPriceLink
              key={section.id}
              href={`#${section.id}`}
              name={section.copy.name}
              price={planFromPrice(section.slug)}
            />
          ))}
          <TierPriceLink href="#lap" name={lap.title} price={planFromPrice('lap')} />
        </nav>
        {GST_NOTE ? <p className="mp-gst-note">{GST_NOTE}</p> : null}
      </MarketingHero>
      {SECTIONS.map((section, index) => (
        <MarketingSection
          key={section.id}
          id={section.id}
          titleId={`${section.id}-title`}
          alt={index % 2 === 1}
        >
          <SectionHead titleId={`${section.id}-title`} title={section.copy.name}>
            {section.copy.tagline}
          </SectionHead>
          <TierColumns copy={section.copy} />
          <PlanDisplayCards plans={section.plans} label={`${section.copy.name} plans`} />
          <div className="cluster mp-actions">
            <BuyNow to={section.buyTo} />
          </div>
        </MarketingSection>
      ))}
      <MarketingSection id="lap" titleId="lap-title">
        <div className="card split mp-pass">
          <PassSummary titleId="lap-title" term={lap.term} title={lap.title} benefits={lap.benefits} />
          <div className="mp-pass-buy overview-lap-buy">
            <PlanDisplayCards plans={[OVERVIEW_LAP_PLAN]} label={`${lap.title} price`} />
            <BuyNow to="/member-details/lap" />
          </div>
        </div>
      </MarketingSection>
    </div>
  );
}
