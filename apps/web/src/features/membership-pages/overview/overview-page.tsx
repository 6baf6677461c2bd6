/** /membership: the four tier sections and the Limited Access Pass card (membership.md §2, §9 overview). */
import { catalogueEntry, OVERVIEW_LAP_PLAN, OVERVIEW_PLANS, type PlanDisplay } from '@lwl/schemas';
import { BuyNow } from '../shared/buy-now.tsx';
import { PlanDisplayCards } from '../shared/plan-display-cards.tsx';
import { TierColumns } from '../shared/tier-columns.tsx';
import { GLOBAL_COPY, MAVERICK_COPY, TITAN_COPY, type TierCopy, UAE_COPY } from '../shared/tier-copy.ts';
import '../shared/marketing.css';
import './overview.css';

interface TierSection {
  id: string;
  copy: TierCopy;
  plans: readonly PlanDisplay[];
  buyTo: string;
}

const SECTIONS: readonly TierSection[] = [
  { id: 'titan', copy: TITAN_COPY, plans: OVERVIEW_PLANS.titan, buyTo: '/member-details/titan' },
  { id: 'maverick', copy: MAVERICK_COPY, plans: OVERVIEW_PLANS.maverick, buyTo: '/member-details/maverick' },
  { id: 'global', copy: GLOBAL_COPY, plans: OVERVIEW_PLANS.globalAccess, buyTo: '/global-access-membership' },
  { id: 'uae', copy: UAE_COPY, plans: OVERVIEW_PLANS.uae, buyTo: '/uae-membership' },
];

const lap = catalogueEntry('lap');

export function Component() {
  return (
    <div className="mp-page overview">
      <section className="mp-hero" aria-labelledby="overview-title">
        <div className="container">
          <span className="eyebrow">LWL Membership</span>
          <h1 id="overview-title">Find the membership that fits your journey</h1>
          <p className="mp-hero-lead">
            Four ways to belong to a community of women leaders, in India and around the world.
          </p>
          <nav aria-label="Membership tiers" className="cluster mp-actions">
            {SECTIONS.map((section) => (
              <a key={section.id} href={`#${section.id}`} className="btn btn-on-dark btn-sm">
                {section.copy.name}
              </a>
            ))}
            <a href="#lap" className="btn btn-on-dark btn-sm">
              {lap.title}
            </a>
          </nav>
        </div>
      </section>
      {SECTIONS.map((section, index) => (
        <section
          key={section.id}
          id={section.id}
          className={index % 2 === 1 ? 'mp-section mp-section-alt' : 'mp-section'}
          aria-labelledby={`${section.id}-title`}
        >
          <div className="container">
            <div className="mp-section-head">
              <h2 id={`${section.id}-title`}>{section.copy.name}</h2>
              <p>{section.copy.tagline}</p>
            </div>
            <TierColumns copy={section.copy} />
            <PlanDisplayCards plans={section.plans} label={`${section.copy.name} plans`} />
            <div className="cluster mp-actions">
              <BuyNow to={section.buyTo} />
            </div>
          </div>
        </section>
      ))}
      <section id="lap" className="mp-section" aria-labelledby="lap-title">
        <div className="container">
          <div className="overview-lap card">
            <div>
              <span className="eyebrow">{lap.term}</span>
              <h2 id="lap-title">{lap.title}</h2>
              <ul className="mp-list">
                {lap.benefits.map((benefit) => (
                  <li key={benefit}>{benefit}</li>
                ))}
              </ul>
            </div>
            <div className="overview-lap-buy">
              <PlanDisplayCards plans={[OVERVIEW_LAP_PLAN]} label={`${lap.title} price`} />
              <BuyNow to="/member-details/lap" />
            </div>
          </div>
        </div>
      </section>
    </div>
  );
}
