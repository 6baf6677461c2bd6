import { describe, expect, it } from 'vitest';
import { VENTURE_VAULT } from '../constants/venture-vault.ts';
import { editionDatesLabel } from './edition-label.ts';

describe('editionDatesLabel', () => {
  it('says the specs’ edition as the specs do', () => {
    const [first, last] = VENTURE_VAULT.dates;
    expect(editionDatesLabel(first, last)).toBe(VENTURE_VAULT.datesLabel);
  });
  it('names both months or years when the days cross them, and one day alone', () => {
    expect(editionDatesLabel('2026-04-30', '2026-05-01')).toBe('30 April and 1 May 2026');
    expect(editionDatesLabel('2026-12-31', '2027-01-01')).toBe('31 December 2026 and 1 January 2027');
    expect(editionDatesLabel('2026-01-09', '2026-01-09')).toBe('9 January 2026');
  });
});
