/**
 * The GST state dropdown: 30 entries. The specs give only the count;
 * we list India's 28 states plus the union territories Delhi and Jammu and Kashmir (the two with
 * their own legislature and the most GST registrations), in alphabetical order.
 */
export const INDIA_STATES = [
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chhattisgarh',
  'Delhi',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jammu and Kashmir',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
] as const;
export type IndiaState = (typeof INDIA_STATES)[number];

/**
 * The state of each city an event is held in (the events' `city`), lower-cased: the place of supply
 * of admission to an event is where it is held (IGST Act, section 12(6)). A city not listed has no
 * known state (`stateOfCity` answers null).
 */
const CITY_STATES: Readonly<Record<string, IndiaState>> = {
  ahmedabad: 'Gujarat',
  bangalore: 'Karnataka',
  bengaluru: 'Karnataka',
  bombay: 'Maharashtra',
  chandigarh: 'Punjab',
  chennai: 'Tamil Nadu',
  delhi: 'Delhi',
  goa: 'Goa',
  gurgaon: 'Haryana',
  gurugram: 'Haryana',
  hyderabad: 'Telangana',
  jaipur: 'Rajasthan',
  kochi: 'Kerala',
  kolkata: 'West Bengal',
  lucknow: 'Uttar Pradesh',
  mumbai: 'Maharashtra',
  'new delhi': 'Delhi',
  noida: 'Uttar Pradesh',
  panaji: 'Goa',
  pune: 'Maharashtra',
};

/** The state a city is in ('Goa' → 'Goa', 'Mumbai' → 'Maharashtra'); null for a city not listed. */
export function stateOfCity(city: string | null | undefined): IndiaState | null {
  return CITY_STATES[city?.trim().toLowerCase() ?? ''] ?? null;
}
