export * from './details.ts';
export * from './fields.ts';
export * from './forms.ts';
export * from './labels.ts';
export * from './messages.ts';
