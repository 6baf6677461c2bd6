export * from './account-events.ts';
