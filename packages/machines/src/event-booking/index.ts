export * from './booking-draft.ts';
export * from './event-booking-machine.ts';
export * from './event-holders.ts';
export * from './event-rules.ts';
