export * from './venture-booking-machine.ts';
export * from './venture-checkout.ts';
export * from './venture-checkout-machine.ts';
export * from './venture-edition.ts';
export * from './venture-rules.ts';
