import { describe, expect, it } from 'vitest';
import { PHONE_COUNTRIES } from './phone-countries.ts';
import { browserPhoneCountry, defaultPhoneCountry } from './phone-default.ts';
import { countryOfTimeZone } from './phone-time-zones.ts';

describe('the country a phone field starts with', () => {
  it.each([
    ['en-US in Los Angeles', ['en-US', 'en'], 'America/Los_Angeles', 'US'],
    ['en-US in Kolkata (a browser left on its default language)', ['en-US'], 'Asia/Kolkata', 'IN'],
    ['en-US where Chrome says Asia/Calcutta', ['en-US'], 'Asia/Calcutta', 'IN'],
    ['en-GB in London', ['en-GB'], 'Europe/London', 'GB'],
    ['ar-AE in Dubai', ['ar-AE', 'en'], 'Asia/Dubai', 'AE'],
    ['en-US in Toronto', ['en-US'], 'America/Toronto', 'CA'],
    ['fr-FR, the zone unknown', ['fr-FR'], undefined, 'FR'],
    ['en-SG in UTC', ['en-SG'], 'Etc/UTC', 'SG'],
    ['a script before the region', ['zh-Hant-HK'], 'UTC', 'HK'],
    ['the first language naming a listed country', ['fr', 'es-419', 'de-DE'], undefined, 'DE'],
    ['a calendar extension is no region', ['th-u-ca-buddhist'], undefined, 'IN'],
    ['a country we do not sell to', ['ru-RU'], 'Europe/Moscow', 'IN'],
    ['nothing said', [], undefined, 'IN'],
  ] as const)('%s: %s', (_case, languages, timeZone, country) => {
    expect(defaultPhoneCountry({ languages, timeZone })).toBe(country);
  });

  it('is the page’s country where the page has one (the UAE pages), whatever the browser says', () => {
    expect(defaultPhoneCountry({ languages: ['en-US'], timeZone: 'America/Los_Angeles' }, 'AE')).toBe('AE');
    expect(defaultPhoneCountry(undefined, 'AE')).toBe('AE');
    expect(defaultPhoneCountry(undefined)).toBe('IN');
  });

  it('knows no country for a browser that says nothing we sell to', () => {
    expect(browserPhoneCountry({ languages: ['en'], timeZone: 'Antarctica/Troll' })).toBeUndefined();
  });
});

describe('the time zones of the listed countries', () => {
  it('name a zone the browser knows, for every listed country', () => {
    for (const country of PHONE_COUNTRIES) {
      const zones = Intl.supportedValuesOf('timeZone').filter(
        (zone) => countryOfTimeZone(zone) === country.code,
      );
      expect(zones.length, country.name).toBeGreaterThan(0);
    }
  });

  it.each([
    ['Asia/Kolkata', 'IN'],
    ['America/New_York', 'US'],
    ['Pacific/Honolulu', 'US'],
    ['America/Vancouver', 'CA'],
    ['Asia/Muscat', 'OM'],
    ['Asia/Kuwait', 'KW'],
    ['Australia/Sydney', 'AU'],
    ['Asia/Katmandu', 'NP'],
    ['Europe/Moscow', undefined],
    [undefined, undefined],
  ] as const)('%s is %s', (zone, country) => {
    expect(countryOfTimeZone(zone)).toBe(country);
  });
});
