/** The checkout's machine, loaded when the buyer starts filling in the form (deferred-checkout.ts). */
export { signUpCheckoutMachine } from '@lwl/machines';
