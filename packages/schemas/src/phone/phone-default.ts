/**
 * The country a phone field starts with, decided once: the page's own country where it has one (the
 * UAE pages: the UAE; the India membership pages: India), else the country of the browser's time zone,
 * else the region of its first language that names one (en-US: the United States), when that country
 * is one we sell to (`PHONE_COUNTRIES`), else India.
 *
 * The time zone comes first because it says where the device is, while a language's region is often
 * the browser's default (many browsers in India say en-US). Plain data and functions: the web reads
 * `navigator.languages` and the time zone and passes them here.
 */
import { DEFAULT_PHONE_COUNTRY, type PhoneCountryCode, phoneCountry } from './phone-countries.ts';
import { countryOfTimeZone } from './phone-time-zones.ts';

/** What the browser says of where it is. */
export interface BrowserRegion {
  /** `navigator.languages`: BCP 47 tags, preferred first ('en-US', 'hi-IN', 'fr'). */
  languages: readonly string[];
  /** The IANA time zone (`Intl.DateTimeFormat().resolvedOptions().timeZone`). */
  timeZone?: string | undefined;
}

/** A language tag's region subtag, when it names a country ('en-US' → 'US'; 'es-419', 'fr' → none). */
function regionOfLanguage(tag: string): string | undefined {
  const [, ...subtags] = tag.split(/[-_]/);
  // Language, optional script, then the region; a one-letter subtag starts the extensions (-u-ca-…).
  for (const subtag of subtags.slice(0, 2)) {
    if (subtag.length === 1) return undefined;
    if (/^[a-z]{2}$/i.test(subtag)) return subtag.toUpperCase();
  }
  return undefined;
}

/** The listed country of the browser: its time zone's, else its first language region's. */
export function browserPhoneCountry({ languages, timeZone }: BrowserRegion): PhoneCountryCode | undefined {
  const byZone = countryOfTimeZone(timeZone);
  if (byZone) return byZone;
  for (const tag of languages) {
    const listed = phoneCountry(regionOfLanguage(tag) ?? '');
    if (listed) return listed.code;
  }
  return undefined;
}

/** The phone field's first country: the page's, else the browser's (when listed), else India. */
export function defaultPhoneCountry(
  browser: BrowserRegion | undefined,
  pageCountry?: PhoneCountryCode,
): PhoneCountryCode {
  return pageCountry ?? (browser && browserPhoneCountry(browser)) ?? DEFAULT_PHONE_COUNTRY;
}
