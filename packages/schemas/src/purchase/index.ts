export * from './details.ts';
export * from './fields.ts';
export * from './labels.ts';
export * from './messages.ts';
