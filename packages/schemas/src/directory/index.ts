export * from './directory-entry.ts';
export * from './endpoints.ts';
export * from './examples.ts';
export * from './messages.ts';
export * from './requests.ts';
