export * from './endpoints.ts';
export * from './examples.ts';
export * from './membership-record.ts';
export * from './messages.ts';
export * from './purchases.ts';
export * from './refund-texts.ts';
export * from './requests.ts';
