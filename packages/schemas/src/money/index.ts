export * from './charge.ts';
export * from './charge-schema.ts';
export * from './currency.ts';
export * from './gst.ts';
export * from './price-label.ts';
export * from './units.ts';
