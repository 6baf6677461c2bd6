/**
 * The static catalogue's ids (its plans' slugs), apart from its data (static-catalogue.ts): routing by
 * tier and the tier names need only these, not every plan's texts and prices.
 */
export const CATALOGUE_IDS = [
  'titan',
  'maverick',
  'global-access-membership',
  'uae-membership',
  'lap',
] as const;
