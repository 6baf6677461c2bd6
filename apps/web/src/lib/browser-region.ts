/**
 * Where the browser says it is (its languages and time zone), for the phone fields' first country.
 * The rule is `defaultPhoneCountry` in packages/schemas; this only reads the browser.
 */
import { type BrowserRegion, defaultPhoneCountry, type PhoneCountryCode } from '@lwl/schemas';

function browserRegion(): BrowserRegion | undefined {
  if (typeof navigator === 'undefined') return undefined;
  let timeZone: string | undefined;
  try {
    timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    timeZone = undefined;
  }
  const languages = navigator.languages?.length ? navigator.languages : [navigator.language];
  return { languages, timeZone };
}

/** A phone field's first country: the page's (`pageCountry`), else the browser's, else India. */
export const phoneCountryDefault = (pageCountry?: PhoneCountryCode): PhoneCountryCode =>
  defaultPhoneCountry(browserRegion(), pageCountry);
