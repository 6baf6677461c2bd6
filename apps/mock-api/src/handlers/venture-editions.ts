import { VENTURE_REGISTRATION_CLOSES_HOURS_BEFORE, type VentureEdition } from '@lwl/schemas';
import type { VentureEditionRecord } from '../store/store.ts';

const HOUR_MS = 3_600_000;

/** When registration for an edition closes: 24 hours before it starts (docs/product-rules.md, "Venture Vault"). */
const registrationClosesAt = (edition: VentureEditionRecord): Date =>
  new Date(Date.parse(edition.starts_at) - VENTURE_REGISTRATION_CLOSES_HOURS_BEFORE * HOUR_MS);

/** The edition the page shows and sells: the next one that has not ended, else the latest past one. */
export function currentEdition(
  editions: readonly VentureEditionRecord[],
  now: Date,
): VentureEditionRecord | null {
  const byStart = [...editions].sort((a, b) => Date.parse(a.starts_at) - Date.parse(b.starts_at));
  return byStart.find((e) => Date.parse(e.ends_at) > now.getTime()) ?? byStart.at(-1) ?? null;
}

/** The edition as `GET ventures` answers it, with the server's decision on registration. */
export function editionView(edition: VentureEditionRecord, now: Date): VentureEdition {
  const closes = registrationClosesAt(edition);
  return {
    ...edition,
    registration_closes_at: closes.toISOString(),
    registration_open: now.getTime() < closes.getTime(),
  };
}
