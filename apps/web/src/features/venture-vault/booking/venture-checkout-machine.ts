/** The Venture Vault checkout's code, loaded at the buyer's first input (use-venture-booking.ts). */
export { ventureCheckoutMachine } from '@lwl/machines';
