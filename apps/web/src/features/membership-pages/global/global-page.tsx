/** /global-membership and /global-new. */
import { GLOBAL_AUDIENCE, GLOBAL_BENEFITS, GLOBAL_PAGE_PRICE_ROWS, GLOBAL_PRIVILEGES } from '@lwl/schemas';
import { Link } from 'react-router-dom';
import { HeroPrice } from '../shared/from-price.tsx';
import { NewsletterBox } from '../shared/newsletter-box.tsx';
import { MarketingHero, MarketingSection } from '../shared/page-parts.tsx';
import { UsdPlanSections } from '../shared/usd-plan-sections.tsx';
import '../shared/marketing.css';
import './global.css';

export function Component() {
  return (
    <div className="mp-page global">
      <MarketingHero
        titleId="global-title"
        eyebrow="Global Access Membership"
        title="Your LWL community, wherever you lead"
        lead="For women leaders and professionals based outside India (except the UAE): sessions, a global directory and privileges, all in one membership."
        className="global-hero"
      >
        <HeroPrice label="Global Access" slug="global-access-membership" />
        <div className="cluster mp-actions">
          <Link to="/membership" className="btn btn-accent">
            Join Our Community
          </Link>
        </div>
      </MarketingHero>
      <MarketingSection titleId="global-audience-title" title="Who it's for">
        <ul className="grid-auto">
          {GLOBAL_AUDIENCE.map((card) => (
            <li key={card.title} className="card mp-card">
              <h3>{card.title}</h3>
              <p>{card.description}</p>
            </li>
          ))}
        </ul>
      </MarketingSection>
      <UsdPlanSections
        idPrefix="global"
        rows={GLOBAL_PAGE_PRICE_ROWS}
        label="Global Access pricing"
        buyTo="/global-access-membership"
        benefits={GLOBAL_BENEFITS}
        privilegesColumn="Global Access"
        privileges={GLOBAL_PRIVILEGES}
      />
      <NewsletterBox buttonLabel="Subscribe" />
    </div>
  );
}
