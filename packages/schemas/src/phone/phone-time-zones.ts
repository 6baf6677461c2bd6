/**
 * The time zones of the countries a phone number may come from (`PHONE_COUNTRIES`), by country: the
 * zones of the IANA database's zone.tab, and the older names browsers still report for some of them
 * (Chrome says 'Asia/Calcutta' for India). Plain data, for the default country of a phone field
 * (`phone-default.ts`); a zone shared by several countries in the database's newer tables is listed
 * under the country zone.tab gives it.
 */
import type { PhoneCountryCode } from './phone-countries.ts';

const ZONES_BY_COUNTRY: Record<PhoneCountryCode, string> = {
  AE: 'Asia/Dubai',
  AT: 'Europe/Vienna',
  AU: 'Antarctica/Macquarie Australia/Adelaide Australia/Brisbane Australia/Broken_Hill Australia/Darwin Australia/Eucla Australia/Hobart Australia/Lindeman Australia/Lord_Howe Australia/Melbourne Australia/Perth Australia/Sydney',
  BD: 'Asia/Dhaka',
  BE: 'Europe/Brussels',
  BH: 'Asia/Bahrain',
  BR: 'America/Araguaina America/Bahia America/Belem America/Boa_Vista America/Campo_Grande America/Cuiaba America/Eirunepe America/Fortaleza America/Maceio America/Manaus America/Noronha America/Porto_Velho America/Recife America/Rio_Branco America/Santarem America/Sao_Paulo',
  CA: 'America/Atikokan America/Blanc-Sablon America/Cambridge_Bay America/Creston America/Dawson America/Dawson_Creek America/Edmonton America/Fort_Nelson America/Glace_Bay America/Goose_Bay America/Halifax America/Inuvik America/Iqaluit America/Moncton America/Rankin_Inlet America/Regina America/Resolute America/St_Johns America/Swift_Current America/Toronto America/Vancouver America/Whitehorse America/Winnipeg',
  CH: 'Europe/Zurich',
  CN: 'Asia/Shanghai Asia/Urumqi',
  DE: 'Europe/Berlin Europe/Busingen',
  DK: 'Europe/Copenhagen',
  EG: 'Africa/Cairo',
  ES: 'Africa/Ceuta Atlantic/Canary Europe/Madrid',
  FI: 'Europe/Helsinki',
  FR: 'Europe/Paris',
  GB: 'Europe/London',
  HK: 'Asia/Hong_Kong',
  ID: 'Asia/Jakarta Asia/Jayapura Asia/Makassar Asia/Pontianak',
  IE: 'Europe/Dublin',
  IL: 'Asia/Jerusalem',
  IN: 'Asia/Calcutta Asia/Kolkata',
  IT: 'Europe/Rome',
  JP: 'Asia/Tokyo',
  KE: 'Africa/Nairobi',
  KR: 'Asia/Seoul',
  KW: 'Asia/Kuwait',
  LK: 'Asia/Colombo',
  MU: 'Indian/Mauritius',
  MX: 'America/Bahia_Banderas America/Cancun America/Chihuahua America/Ciudad_Juarez America/Hermosillo America/Matamoros America/Mazatlan America/Merida America/Mexico_City America/Monterrey America/Ojinaga America/Tijuana',
  MY: 'Asia/Kuala_Lumpur Asia/Kuching',
  NG: 'Africa/Lagos',
  NL: 'Europe/Amsterdam',
  NO: 'Europe/Oslo',
  NP: 'Asia/Kathmandu Asia/Katmandu',
  NZ: 'Pacific/Auckland Pacific/Chatham',
  OM: 'Asia/Muscat',
  PH: 'Asia/Manila',
  QA: 'Asia/Qatar',
  SA: 'Asia/Riyadh',
  SE: 'Europe/Stockholm',
  SG: 'Asia/Singapore',
  US: 'America/Adak America/Anchorage America/Boise America/Chicago America/Denver America/Detroit America/Indiana/Indianapolis America/Indiana/Knox America/Indiana/Marengo America/Indiana/Petersburg America/Indiana/Tell_City America/Indiana/Vevay America/Indiana/Vincennes America/Indiana/Winamac America/Indianapolis America/Juneau America/Kentucky/Louisville America/Kentucky/Monticello America/Los_Angeles America/Louisville America/Menominee America/Metlakatla America/New_York America/Nome America/North_Dakota/Beulah America/North_Dakota/Center America/North_Dakota/New_Salem America/Phoenix America/Sitka America/Yakutat Pacific/Honolulu',
  ZA: 'Africa/Johannesburg',
};

const COUNTRY_BY_ZONE = new Map<string, PhoneCountryCode>(
  Object.entries(ZONES_BY_COUNTRY).flatMap(([country, zones]) =>
    zones.split(' ').map((zone) => [zone, country as PhoneCountryCode] as const),
  ),
);

/** The listed country a time zone lies in ('America/Los_Angeles' is the United States), if any. */
export const countryOfTimeZone = (timeZone: string | undefined): PhoneCountryCode | undefined =>
  timeZone === undefined ? undefined : COUNTRY_BY_ZONE.get(timeZone);
