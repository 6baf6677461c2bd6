import { editionDatesLabel, editionVenueLine, VENTURE_VAULT, type VentureEdition } from '@lwl/schemas';

/** What the Venture Vault page shows of the edition `GET ventures` answered. */
export interface VentureEditionView {
  title: string;
  /** '4 and 5 April 2025'; null until the edition is known. */
  datesLabel: string | null;
  /** The venue line ('A hotel in Mumbai', or 'venue, city'); null until known. */
  venue: string | null;
  /** The schedule tabs' days (first and last day, ISO); empty until known. */
  days: readonly string[];
  /** Pay Now bars and BOOK NOW show only while the server says registration is open. */
  bookingOpen: boolean;
  /** The countdown's target (epoch ms): the start while registration is open, else 0 (always past, so '00'). */
  countdownTarget: number | null;
}

/**
 * The page's reading of the edition (docs/decisions/0009: the server decides). Without an
 * answer yet (or from a backend that sends no edition) the page shows the title only and keeps booking
 * (the server still refuses a closed edition).
 */
export function ventureEditionView(edition: VentureEdition | null | undefined): VentureEditionView {
  if (!edition) {
    return {
      title: VENTURE_VAULT.title,
      datesLabel: null,
      venue: null,
      days: [],
      bookingOpen: true,
      countdownTarget: null,
    };
  }
  return {
    title: edition.name,
    datesLabel: editionDatesLabel(edition.start_date, edition.end_date),
    venue: editionVenueLine(edition),
    days: [edition.start_date, edition.end_date],
    bookingOpen: edition.registration_open,
    countdownTarget: edition.registration_open ? Date.parse(edition.starts_at) : 0,
  };
}
