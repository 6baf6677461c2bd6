export * from './endpoints.ts';
export * from './examples.ts';
export * from './fields.ts';
export * from './forms.ts';
export * from './messages.ts';
export * from './photo-file.ts';
export * from './requests.ts';
export * from './user.ts';
