/** The event checkout's code, loaded at the buyer's first input (use-event-booking.ts). */
export { eventCheckoutMachine } from '@lwl/machines';
