export * from './endpoints.ts';
export * from './messages.ts';
export * from './order-page-texts.ts';
export * from './quote.ts';
export * from './receipt.ts';
