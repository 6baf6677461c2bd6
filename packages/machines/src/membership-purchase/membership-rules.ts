import { INDIA_PAGE_DEFAULT_CITY, type MembershipPriceOption, membershipMessages } from '@lwl/schemas';

/** The cities of the purchase form's options, in first-seen order. */
export function membershipCities(options: readonly MembershipPriceOption[]): string[] {
  const cities: string[] = [];
  for (const option of options) {
    if (option.city !== undefined && !cities.includes(option.city)) cities.push(option.city);
  }
  return cities;
}

/** The durations offered for the chosen city (none until a city is chosen). */
export function durationsForCity(
  options: readonly MembershipPriceOption[],
  city: string | null,
): MembershipPriceOption[] {
  return city === null ? [] : options.filter((option) => option.city === city);
}

/**
 * The city whose plans the form lists before and after the choice: the chosen city, else the default
 * city (Delhi) when it is offered, else the first one offered; null without cities.
 */
export function pricedCity(options: readonly MembershipPriceOption[], city: string | null): string | null {
  if (city !== null) return city;
  const cities = membershipCities(options);
  return cities.includes(INDIA_PAGE_DEFAULT_CITY) ? INDIA_PAGE_DEFAULT_CITY : (cities[0] ?? null);
}

/** The fee of the chosen duration, 0 when none is chosen. */
export function membershipFee(options: readonly MembershipPriceOption[], priceId: number | null): number {
  return options.find((option) => option.id === priceId)?.price ?? 0;
}

/** 'Please select duration of membership.' when no duration is chosen or the fee is 0 or less. */
export function durationProblem(
  options: readonly MembershipPriceOption[],
  priceId: number | null,
): string | null {
  return priceId === null || membershipFee(options, priceId) <= 0
    ? membershipMessages.durationRequired
    : null;
}
