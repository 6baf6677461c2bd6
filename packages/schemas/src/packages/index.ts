export * from './endpoints.ts';
export * from './examples.ts';
export * from './messages.ts';
export * from './package.ts';
export * from './requests.ts';
