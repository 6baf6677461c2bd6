export * from './endpoints.ts';
export * from './holder-endpoints.ts';
export * from './messages.ts';
export * from './order-link-request.ts';
export * from './receipt-schema.ts';
