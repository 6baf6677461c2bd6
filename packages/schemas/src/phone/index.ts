export * from './api-phone.ts';
export * from './phone-countries.ts';
export * from './phone-default.ts';
export * from './phone-field.ts';
export * from './phone-messages.ts';
export * from './phone-time-zones.ts';
export * from './phone-typing.ts';
export * from './phone-value.ts';
