import type { VentureEdition } from '@lwl/schemas';
import { describe, expect, it } from 'vitest';
import { countdownParts } from '../countdown/countdown-parts.ts';
import { ventureEditionView } from './venture-edition.ts';

const edition: VentureEdition = {
  id: 2,
  name: 'Venture Vault 2027',
  venue: 'A hotel in Mumbai',
  city: 'Mumbai',
  start_date: '2027-01-14',
  end_date: '2027-01-15',
  starts_at: '2027-01-14T09:00:00+05:30',
  ends_at: '2027-01-15T18:00:00+05:30',
  timezone: 'IST',
  registration_closes_at: '2027-01-13T03:30:00.000Z',
  registration_open: true,
};

describe('ventureEditionView', () => {
  it('takes title, dates, venue and countdown target from an open edition', () => {
    expect(ventureEditionView(edition)).toEqual({
      title: 'Venture Vault 2027',
      datesLabel: '14 and 15 January 2027',
      venue: 'A hotel in Mumbai',
      days: ['2027-01-14', '2027-01-15'],
      bookingOpen: true,
      countdownTarget: Date.parse('2027-01-14T03:30:00Z'),
    });
    expect(ventureEditionView({ ...edition, venue: 'The Grand' }).venue).toBe('The Grand, Mumbai');
  });

  it('a closed edition offers no booking and its countdown shows 00', () => {
    const view = ventureEditionView({ ...edition, registration_open: false });
    expect(view.bookingOpen).toBe(false);
    // Even a day before the start (registration already closed), every unit reads '00'.
    const dayBefore = Date.parse('2027-01-13T09:00:00+05:30');
    expect(countdownParts(dayBefore, view.countdownTarget ?? Number.NaN)).toEqual({
      days: '00',
      hours: '00',
      minutes: '00',
      seconds: '00',
    });
  });

  it('before the answer: the title only, booking left to the server', () => {
    expect(ventureEditionView(undefined)).toEqual({
      title: 'Venture Vault',
      datesLabel: null,
      venue: null,
      days: [],
      bookingOpen: true,
      countdownTarget: null,
    });
  });
});
