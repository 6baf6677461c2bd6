/** City tabs of the newer India page: Delhi is the default. */
export const INDIA_PAGE_CITIES = ['Delhi', 'Mumbai', 'Bangalore', 'Others'] as const;
export type IndiaPageCity = (typeof INDIA_PAGE_CITIES)[number];
export const INDIA_PAGE_DEFAULT_CITY: IndiaPageCity = 'Delhi';

/** City tabs of the Limited Access Pass page: Delhi is the default. */
export const LAP_PAGE_CITIES = ['Delhi', 'Mumbai', 'Bangalore'] as const;
export type LapPageCity = (typeof LAP_PAGE_CITIES)[number];
export const LAP_PAGE_DEFAULT_CITY: LapPageCity = 'Delhi';

/** The newer India page hides its Limited Access Pass section for Others. */
export function indiaPageShowsPass(city: IndiaPageCity): boolean {
  return city !== 'Others';
}
