export * from './catalogue-ids.ts';
export * from './page-copy.ts';
export * from './plan-display.ts';
export * from './plan-offers.ts';
export * from './privileges.ts';
export * from './schemas.ts';
export * from './static-catalogue.ts';
export * from './tier-prices.ts';
