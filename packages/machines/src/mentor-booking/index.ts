export * from './mentor-booking-machine.ts';
export * from './mentor-rules.ts';
