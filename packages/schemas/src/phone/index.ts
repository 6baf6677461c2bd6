export * from './api-phone.ts';
export * from './phone-countries.ts';
export * from './phone-field.ts';
export * from './phone-messages.ts';
export * from './phone-value.ts';
