/**
 * /india-membership, the newer India page:
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
import {
  MarketingHero,
  MarketingSection,
  PassSummary,
  SectionHead,
  TierAnchors,
} from '../shared/page-parts.tsx';
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
    <MarketingSection id={id} titleId={`${id}-title`} alt={alt}>
      <SectionHead titleId={`${id}-title`} title={name} eyebrow={city}>
        {tagline}
      </SectionHead>
      <PlanCards rows={prices} currency="INR" label={`${name} pricing in ${city}`} />
      <div className="cluster mp-actions">
        <BuyNow to={`/member-details/${id}`} label="Buy Now" />
      </div>
      <h3 className="india-addons-title">{name} add-ons</h3>
      <AddOnSlider label={`${name} add-ons`} items={addOns} />
    </MarketingSection>
  );
}

const TIERS = [
  { id: 'titan', name: 'Titan', copy: TITAN_COPY, addOns: TITAN_ADD_ONS },
  { id: 'maverick', name: 'Maverick', copy: MAVERICK_COPY, addOns: MAVERICK_ADD_ONS },
] as const;

function CityContent({ city }: { city: IndiaPageCity }) {
  const prices = INDIA_CITY_PRICE_ROWS[city];
  return (
    <>
      {TIERS.map((tier, index) => (
        <TierSection
          key={tier.id}
          id={tier.id}
          name={tier.name}
          tagline={tier.copy.tagline}
          city={city}
          prices={prices[tier.id]}
          addOns={tier.addOns}
          alt={index === 1}
        />
      ))}
      <MarketingSection titleId="privileges-title" title="Compare privileges">
        <div className="privilege-tables">
          {INDIA_PRIVILEGE_TABLES.map((table) => (
            <TierPrivilegeTable key={table.title} caption={table.title} rows={table.rows} />
          ))}
        </div>
      </MarketingSection>
      {indiaPageShowsPass(city) ? (
        <MarketingSection id="lap" titleId="lap-title" alt containerClassName="split india-lap">
          <PassSummary titleId="lap-title" term={LAP_TERM} title={LAP_TITLE} benefits={LAP_BENEFITS} />
          <div className="card stack plan-card plan-card-highlight">
            <h3 className="plan-card-title">Pass price in {city}</h3>
            <PriceTag price={LAP_PRICE_BY_CITY[city]} currency="INR" />
            <BuyNow to="/member-details/lap" label="Buy Now" />
          </div>
        </MarketingSection>
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
          <MarketingHero
            titleId="india-title"
            eyebrow={`India Membership · ${shown}`}
            title="Lead, grow and belong with LWL in India"
            lead="Two tiers for women leaders: Titan for 15+ years of experience, Maverick for 5+. Prices depend on your city."
            city={shown}
          >
            <TierAnchors city={shown}>
              <a
                href={EXTERNAL_LINKS.membershipSite}
                target="_blank"
                rel="noopener noreferrer"
                className="btn btn-on-dark btn-sm"
              >
                Join Our Community
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </TierAnchors>
            {list}
          </MarketingHero>
        )}
      >
        {(city) => <CityContent city={asCity(INDIA_PAGE_CITIES, city, INDIA_PAGE_DEFAULT_CITY)} />}
      </CityTabs>
      <NewsletterBox buttonLabel="Subscribe" />
    </div>
  );
}
