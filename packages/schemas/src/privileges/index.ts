export * from './endpoints.ts';
export * from './examples.ts';
export * from './offers.ts';
export * from './requests.ts';
