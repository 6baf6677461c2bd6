/**
 * /lap-membership (membership.md §2 "Limited Access Pass page"): Delhi, Mumbai and Bangalore tabs with
 * the 800 ms switch, then the city's background and price; Buy Now goes to /member-details/lap.
 */
import { lapPageCityInput } from '@lwl/machines';
import { LAP_EVENT_COUNT, LAP_PAGE_CITIES, LAP_PAGE_DEFAULT_CITY, LAP_PRICE_BY_CITY } from '@lwl/schemas';
import { BuyNow } from '../shared/buy-now.tsx';
import { CityTabs } from '../shared/city-tabs.tsx';
import { LAP_BENEFITS, LAP_TERM, LAP_TITLE } from '../shared/lap-copy.ts';
import { PriceTag } from '../shared/price-tag.tsx';
import { asCity, useCitySwitch } from '../shared/use-city-switch.ts';
import '../shared/marketing.css';
import '../shared/city-backgrounds.css';
import './lap.css';

function CityPass({ city }: { city: string }) {
  const shown = asCity(LAP_PAGE_CITIES, city, LAP_PAGE_DEFAULT_CITY);
  return (
    <section className="mp-section" aria-labelledby="lap-price-title">
      <div className="container lap-grid">
        <div className="card stack plan-card plan-card-highlight lap-price-card">
          <span className="eyebrow">{LAP_TERM}</span>
          <h2 id="lap-price-title">Limited Access Pass in {shown}</h2>
          <PriceTag price={LAP_PRICE_BY_CITY[shown]} currency="INR" />
          <BuyNow to="/member-details/lap" label="Buy Now" />
        </div>
        <div className="card">
          <h2>What the pass includes</h2>
          <ul className="mp-list">
            {LAP_BENEFITS.map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
            <li>Meet LWL members before you choose a membership</li>
          </ul>
        </div>
      </div>
    </section>
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
          <section className={`mp-hero city-bg city-bg-${shown.toLowerCase()}`} aria-labelledby="lap-title">
            <div className="container">
              <span className="eyebrow">{shown}</span>
              <h1 id="lap-title">{LAP_TITLE}</h1>
              <p className="mp-hero-lead">
                Try LWL for {LAP_TERM.toLowerCase()}: any {LAP_EVENT_COUNT} all-member events in your city,
                before you commit to a membership.
              </p>
              {list}
            </div>
          </section>
        )}
      >
        {(city) => <CityPass city={city} />}
      </CityTabs>
    </div>
  );
}
