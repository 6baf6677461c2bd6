export * from './content.ts';
export * from './edition.ts';
export * from './endpoints.ts';
export * from './examples.ts';
export * from './forms.ts';
export * from './messages.ts';
export * from './requests.ts';
export * from './venture.ts';
