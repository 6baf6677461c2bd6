/**
 * /india-membership, the newer India page (membership.md §2 "India page (newer)", §9 city prices):
 * city tabs with the 800 ms switch, per-city background, prices, tables and pass price.
 */
import { indiaPageCityInput } from '@lwl/machines';
import {
  EXTERNAL_LINKS,
  INDIA_CITY_PRICE_ROWS,
  INDIA_PAGE_CITIES,
  INDIA_PAGE_DEFAULT_CITY,
  INDIA_PRIVILEGE_TABLES,
  type IndiaPageCity,
  indiaPageShowsPass,
  LAP_PRICE_BY_CITY,
} from '@lwl/schemas';
import type { ComponentProps } from 'react';
import { AddOnSlider } from '../shared/add-on-slider.tsx';
import { BuyNow } from '../shared/buy-now.tsx';
import { CityTabs } from '../shared/city-tabs.tsx';
import { LAP_BENEFITS, LAP_TERM, LAP_TITLE } from '../shared/lap-copy.ts';
import { NewsletterBox } from '../shared/newsletter-box.tsx';
import { PlanCards } from '../shared/plan-cards.tsx';
import { PriceTag } from '../shared/price-tag.tsx';
import { TierPrivilegeTable } from '../shared/privilege-tables.tsx';
import { MAVERICK_COPY, TITAN_COPY } from '../shared/tier-copy.ts';
import { asCity, useCitySwitch } from '../shared/use-city-switch.ts';
import { MAVERICK_ADD_ONS, TITAN_ADD_ONS } from './india-copy.ts';
import '../shared/marketing.css';
import '../shared/city-backgrounds.css';
import './india.css';

interface TierSectionProps {
  id: 'titan' | 'maverick';
  name: string;
  tagline: string;
  city: IndiaPageCity;
  prices: ComponentProps<typeof PlanCards>['rows'];
  addOns: ComponentProps<typeof AddOnSlider>['items'];
  alt?: boolean;
}

/** One tier's prices in the chosen city, its Buy Now and its add-ons. */
function TierSection({ id, name, tagline, city, prices, addOns, alt = false }: TierSectionProps) {
  return (
    <section
      id={id}
      className={alt ? 'mp-section mp-section-alt' : 'mp-section'}
      aria-labelledby={`${id}-title`}
    >
      <div className="container">
        <div className="mp-section-head">
          <span className="eyebrow">{city}</span>
          <h2 id={`${id}-title`}>{name}</h2>
          <p>{tagline}</p>
        </div>
        <PlanCards rows={prices} currency="INR" label={`${name} pricing in ${city}`} />
        <div className="cluster mp-actions">
          <BuyNow to={`/member-details/${id}`} label="Buy Now" />
        </div>
        <h3 className="india-addons-title">{name} add-ons</h3>
        <AddOnSlider label={`${name} add-ons`} items={addOns} />
      </div>
    </section>
  );
}

function CityContent({ city }: { city: IndiaPageCity }) {
  const prices = INDIA_CITY_PRICE_ROWS[city];
  return (
    <>
      <TierSection
        id="titan"
        name="Titan"
        tagline={TITAN_COPY.tagline}
        city={city}
        prices={prices.titan}
        addOns={TITAN_ADD_ONS}
      />
      <TierSection
        id="maverick"
        name="Maverick"
        tagline={MAVERICK_COPY.tagline}
        city={city}
        prices={prices.maverick}
        addOns={MAVERICK_ADD_ONS}
        alt
      />
      <section className="mp-section" aria-labelledby="privileges-title">
        <div className="container">
          <h2 id="privileges-title">Compare privileges</h2>
          <div className="privilege-tables">
            {INDIA_PRIVILEGE_TABLES.map((table) => (
              <TierPrivilegeTable key={table.title} caption={table.title} rows={table.rows} />
            ))}
          </div>
        </div>
      </section>
      {indiaPageShowsPass(city) ? (
        <section id="lap" className="mp-section mp-section-alt" aria-labelledby="lap-title">
          <div className="container india-lap">
            <div>
              <span className="eyebrow">{LAP_TERM}</span>
              <h2 id="lap-title">{LAP_TITLE}</h2>
              <ul className="mp-list">
                {LAP_BENEFITS.map((benefit) => (
                  <li key={benefit}>{benefit}</li>
                ))}
              </ul>
            </div>
            <div className="card stack plan-card plan-card-highlight">
              <h3 className="plan-card-title">Pass price in {city}</h3>
              <PriceTag price={LAP_PRICE_BY_CITY[city]} currency="INR" />
              <BuyNow to="/member-details/lap" label="Buy Now" />
            </div>
          </div>
        </section>
      ) : null}
    </>
  );
}

export function Component() {
  const cities = useCitySwitch(indiaPageCityInput);
  const shown = asCity(INDIA_PAGE_CITIES, cities.city, INDIA_PAGE_DEFAULT_CITY);
  return (
    <div className="mp-page india">
      <CityTabs
        cities={cities}
        label="Choose your city"
        renderList={(list) => (
          <section className={`mp-hero city-bg city-bg-${shown.toLowerCase()}`} aria-labelledby="india-title">
            <div className="container">
              <span className="eyebrow">India Membership · {shown}</span>
              <h1 id="india-title">Lead, grow and belong with LWL in India</h1>
              <p className="mp-hero-lead">
                Two tiers for women leaders: Titan for 15+ years of experience, Maverick for 5+. Prices depend
                on your city.
              </p>
              <nav className="cluster mp-actions" aria-label="On this page">
                <a href="#titan" className="btn btn-accent btn-sm">
                  Titan
                </a>
                <a href="#maverick" className="btn btn-on-dark btn-sm">
                  Maverick
                </a>
                <a
                  href={EXTERNAL_LINKS.membershipSite}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="btn btn-on-dark btn-sm"
                >
                  Join Our Community
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </nav>
              {list}
            </div>
          </section>
        )}
      >
        {(city) => <CityContent city={asCity(INDIA_PAGE_CITIES, city, INDIA_PAGE_DEFAULT_CITY)} />}
      </CityTabs>
      <NewsletterBox buttonLabel="Subscribe" />
    </div>
  );
}
