export * from './endpoints.ts';
export * from './examples.ts';
export * from './forms.ts';
export * from './logout-endpoint.ts';
export * from './messages.ts';
export * from './password.ts';
export * from './requests.ts';
export * from './storage-keys.ts';
