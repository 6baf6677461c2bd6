export * from './endpoints.ts';
export * from './messages.ts';
export * from './receipt-schema.ts';
