export * from './endpoints.ts';
export * from './examples.ts';
export * from './industry-filter.ts';
export * from './labels.ts';
export * from './mentor.ts';
export * from './messages.ts';
export * from './requests.ts';
