export * from './venture-booking-machine.ts';
export * from './venture-edition.ts';
export * from './venture-rules.ts';
