export * from './mentor-booking-machine.ts';
export * from './mentor-checkout.ts';
export * from './mentor-checkout-machine.ts';
export * from './mentor-rules.ts';
