/**
 * The older India page's price card reads the static catalogue. Its struck-through old price is the
 * undiscounted total of the joining fee and the first annual fee (Titan 65,000 + 45,000 = 1,10,000
 * against 99,000), when that is above the price; otherwise the entry's own old price.
 */
import type { CatalogueEntry } from '@lwl/schemas';

export function catalogueOldPrice(entry: CatalogueEntry): number | null {
  if (entry.joiningFee !== null && entry.firstAnnualFee !== null) {
    const total = entry.joiningFee + entry.firstAnnualFee;
    if (total > entry.price) return total;
  }
  return entry.oldPrice;
}
