/**
 * /lap-membership: Delhi, Mumbai and Bangalore tabs with
 * the 800 ms switch, then the city's background and price; Buy Now goes to /member-details/lap.
 */
import { lapPageCityInput } from '@lwl/machines';
import { LAP_EVENT_COUNT, LAP_PAGE_CITIES, LAP_PAGE_DEFAULT_CITY, LAP_PRICE_BY_CITY } from '@lwl/schemas';
import { BuyNow } from '../shared/buy-now.tsx';
import { CityTabs } from '../shared/city-tabs.tsx';
import { LAP_BENEFITS, LAP_TERM, LAP_TITLE } from '../shared/lap-copy.ts';
import { BulletList, MarketingHero, MarketingSection } from '../shared/page-parts.tsx';
import { PriceTag } from '../shared/price-tag.tsx';
import { asCity, useCitySwitch } from '../shared/use-city-switch.ts';
import '../shared/marketing.css';
import '../shared/city-backgrounds.css';
import './lap.css';

function CityPass({ city }: { city: string }) {
  const shown = asCity(LAP_PAGE_CITIES, city, LAP_PAGE_DEFAULT_CITY);
  return (
    <MarketingSection titleId="lap-price-title" containerClassName="split lap-grid">
      <div className="card stack plan-card plan-card-highlight lap-price-card">
        <span className="eyebrow">{LAP_TERM}</span>
        <h2 id="lap-price-title">Limited Access Pass in {shown}</h2>
        <PriceTag price={LAP_PRICE_BY_CITY[shown]} currency="INR" />
        <BuyNow to="/member-details/lap" label="Buy Now" />
      </div>
      <div className="card">
        <h2>What the pass includes</h2>
        <BulletList items={LAP_BENEFITS}>
          <li>Meet LWL members before you choose a membership</li>
        </BulletList>
      </div>
    </MarketingSection>
  );
}

export function Component() {
  const cities = useCitySwitch(lapPageCityInput);
  const shown = asCity(LAP_PAGE_CITIES, cities.city, LAP_PAGE_DEFAULT_CITY);
  return (
    <div className="mp-page lap">
      <CityTabs
        cities={cities}
        label="Choose your city"
        renderList={(list) => (
          <MarketingHero
            titleId="lap-title"
            eyebrow={shown}
            title={LAP_TITLE}
            lead={`Try LWL for ${LAP_TERM.toLowerCase()}: any ${LAP_EVENT_COUNT} all-member events in your city, before you commit to a membership.`}
            city={shown}
          >
            {list}
          </MarketingHero>
        )}
      >
        {(city) => <CityPass city={city} />}
      </CityTabs>
    </div>
  );
}
