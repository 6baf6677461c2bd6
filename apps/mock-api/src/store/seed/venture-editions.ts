import { VENTURE_VAULT } from '@lwl/schemas';
import { addDays, isoDay } from '../dates.ts';
import type { VentureEditionRecord } from '../store.ts';

const IST_OFFSET = '+05:30';
/** The upcoming edition starts this many days after the seed's `now`, so its booking is open. */
export const UPCOMING_EDITION_IN_DAYS = 45;

function edition(id: number, firstDay: string, lastDay: string): VentureEditionRecord {
  return {
    id,
    name: `${VENTURE_VAULT.title} ${firstDay.slice(0, 4)}`,
    venue: VENTURE_VAULT.venue,
    city: VENTURE_VAULT.city,
    start_date: firstDay,
    end_date: lastDay,
    starts_at: `${firstDay}T${VENTURE_VAULT.doorsOpen}:00${IST_OFFSET}`,
    ends_at: `${lastDay}T${VENTURE_VAULT.doorsClose}:00${IST_OFFSET}`,
    timezone: VENTURE_VAULT.timezone,
  };
}

/**
 * The specs' edition (4–5 April 2025, past) and an upcoming one dated relative to the mock's clock
 * (`MOCK_NOW`), two days from UPCOMING_EDITION_IN_DAYS ahead, so the booking flow works on any day.
 */
export function seedVentureEditions(now: Date): VentureEditionRecord[] {
  const [first, last] = VENTURE_VAULT.dates;
  const start = addDays(now, UPCOMING_EDITION_IN_DAYS);
  return [edition(1, first, last), edition(2, isoDay(start), isoDay(addDays(start, 1)))];
}
