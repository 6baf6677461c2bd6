/**
 * /india, the older India page (membership.md §2 "India page (older)"): prices from the static
 * catalogue; the Limited Access Pass card uses its fifth entry.
 */
import { catalogueEntry, PAGE_META, STATIC_CATALOGUE, TITAN_MAVERICK_PRIVILEGES } from '@lwl/schemas';
import { MAVERICK_ADD_ONS, TITAN_ADD_ONS } from '../india/india-copy.ts';
import { BuyNow } from '../shared/buy-now.tsx';
import { PriceTag } from '../shared/price-tag.tsx';
import { TierPrivilegeTable } from '../shared/privilege-tables.tsx';
import { MAVERICK_COPY, TITAN_COPY } from '../shared/tier-copy.ts';
import { FEATURED_MAVERICKS, FEATURED_TITANS } from './featured-members.ts';
import { TierShowcase } from './tier-showcase.tsx';
import '../shared/marketing.css';
import './india-classic.css';

const PAGE_TITLE = PAGE_META['/india'].title;
// The pass is the catalogue's fifth entry (membership.md §2).
const pass = STATIC_CATALOGUE[4] ?? catalogueEntry('lap');

export function Component() {
  return (
    <div className="mp-page india-classic">
      <section className="mp-hero" aria-labelledby="classic-title">
        <div className="container">
          <span className="eyebrow">LWL India</span>
          <h1 id="classic-title">{PAGE_TITLE}</h1>
          <p className="mp-hero-lead">
            LWL brings together women leaders, founders and professionals across India to learn, connect and
            grow. Choose the membership that matches where you are in your journey.
          </p>
          <nav className="cluster mp-actions" aria-label="On this page">
            <a href="#titan" className="btn btn-accent btn-sm">
              Titan
            </a>
            <a href="#maverick" className="btn btn-on-dark btn-sm">
              Maverick
            </a>
          </nav>
        </div>
      </section>
      <TierShowcase
        id="titan"
        copy={TITAN_COPY}
        entry={catalogueEntry('titan')}
        members={FEATURED_TITANS}
        benefits={TITAN_ADD_ONS}
      />
      <TierShowcase
        id="maverick"
        copy={MAVERICK_COPY}
        entry={catalogueEntry('maverick')}
        members={FEATURED_MAVERICKS}
        benefits={MAVERICK_ADD_ONS}
        alt
      />
      <section className="mp-section" aria-labelledby="classic-privileges-title">
        <div className="container">
          <h2 id="classic-privileges-title">Compare privileges</h2>
          <TierPrivilegeTable caption="Titan and Maverick privileges" rows={TITAN_MAVERICK_PRIVILEGES} />
        </div>
      </section>
      <section id="lap" className="mp-section mp-section-alt" aria-labelledby="classic-lap-title">
        <div className="container">
          <div className="card classic-lap">
            <div>
              <span className="eyebrow">{pass.term}</span>
              <h2 id="classic-lap-title">{pass.title}</h2>
              <ul className="mp-list">
                {pass.benefits.map((benefit) => (
                  <li key={benefit}>{benefit}</li>
                ))}
              </ul>
            </div>
            <div className="classic-lap-buy">
              <PriceTag price={pass.price} oldPrice={pass.oldPrice} currency={pass.currency} />
              <BuyNow to="/member-details/lap" label="Buy Now" />
            </div>
          </div>
        </div>
      </section>
    </div>
  );
}
