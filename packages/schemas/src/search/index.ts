export * from './endpoints.ts';
export * from './examples.ts';
export * from './messages.ts';
export * from './no-result.ts';
export * from './requests.ts';
export * from './results.ts';
