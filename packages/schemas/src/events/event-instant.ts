/** UTC offsets of the zone names the events API sends (`timezone`, e.g. 'IST'). */
const ZONE_OFFSETS: Readonly<Record<string, string>> = {
  IST: '+05:30',
  GST: '+04:00',
  UTC: '+00:00',
  GMT: '+00:00',
};

/**
 * An event's local date and 12-hour time as an ISO instant with its offset:
 * ('2026-12-05', '06:30 PM', 'IST') → '2026-12-05T18:30:00+05:30'. Unknown zones are read as IST,
 * where LWL's events take place.
 */
export function eventInstant(date: string, time12h: string, timezone: string): string {
  const match = /^(\d{2}):(\d{2}) (AM|PM)$/.exec(time12h);
  if (!match) throw new RangeError(`not a 12-hour time: ${time12h}`);
  const [, h, m, half] = match;
  const hour = (Number(h) % 12) + (half === 'PM' ? 12 : 0);
  const offset = ZONE_OFFSETS[timezone.trim().toUpperCase()] ?? '+05:30';
  return `${date}T${String(hour).padStart(2, '0')}:${m}:00${offset}`;
}
