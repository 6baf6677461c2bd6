export * from './endpoints.ts';
export * from './messages.ts';
export * from './quote.ts';
export * from './receipt.ts';
