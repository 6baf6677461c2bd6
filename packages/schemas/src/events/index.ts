export * from './endpoints.ts';
export * from './event.ts';
export * from './event-instant.ts';
export * from './event-price.ts';
export * from './examples.ts';
export * from './messages.ts';
export * from './quantity.ts';
export * from './requests.ts';
