import {
  INDIA_PAGE_CITIES,
  INDIA_PAGE_DEFAULT_CITY,
  LAP_PAGE_CITIES,
  LAP_PAGE_DEFAULT_CITY,
} from '@lwl/schemas';

export interface CitySwitchInput {
  cities: readonly string[];
  /** Defaults to the first city. */
  initialCity?: string;
}

export interface CitySwitchContext {
  cities: readonly string[];
  /** The city whose prices and background show. */
  city: string;
  /** The chosen city during the 800 ms switch; null otherwise. */
  pending: string | null;
}

/** Input of the newer India page's tabs: Delhi, Mumbai, Bangalore, Others; Delhi first. */
export const indiaPageCityInput: CitySwitchInput = {
  cities: INDIA_PAGE_CITIES,
  initialCity: INDIA_PAGE_DEFAULT_CITY,
};

/** Input of the Limited Access Pass page's tabs: Delhi, Mumbai, Bangalore; Delhi first. */
export const lapPageCityInput: CitySwitchInput = {
  cities: LAP_PAGE_CITIES,
  initialCity: LAP_PAGE_DEFAULT_CITY,
};

export function initialCityContext(input: CitySwitchInput): CitySwitchContext {
  const city = input.initialCity ?? input.cities[0];
  if (city === undefined || !input.cities.includes(city)) {
    throw new Error(`City switch needs a known initial city among: ${input.cities.join(', ')}`);
  }
  return { cities: input.cities, city, pending: null };
}

/** A switch starts only from rest, towards another city of the list. */
export function canSelectCity(context: CitySwitchContext, city: string): boolean {
  return context.pending === null && city !== context.city && context.cities.includes(city);
}

/** Every tab is disabled while a switch is pending. */
export function tabsDisabled(context: CitySwitchContext): boolean {
  return context.pending !== null;
}

/** The spinner shows on the chosen tab while the switch is pending. */
export function showsSpinner(context: CitySwitchContext, city: string): boolean {
  return context.pending === city;
}

export interface CityTab {
  city: string;
  selected: boolean;
  disabled: boolean;
  spinner: boolean;
}

/** What the view renders for each tab. */
export function cityTabs(context: CitySwitchContext): CityTab[] {
  return context.cities.map((city) => ({
    city,
    selected: city === context.city,
    disabled: tabsDisabled(context),
    spinner: showsSpinner(context, city),
  }));
}
