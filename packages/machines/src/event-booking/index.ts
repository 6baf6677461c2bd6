export * from './event-booking-machine.ts';
export * from './event-checkout.ts';
export * from './event-checkout-machine.ts';
export * from './event-rules.ts';
