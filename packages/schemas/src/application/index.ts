export * from './endpoints.ts';
export * from './examples.ts';
export * from './forms.ts';
export * from './list-field.ts';
export * from './messages.ts';
export * from './requests.ts';
export * from './steps.ts';
