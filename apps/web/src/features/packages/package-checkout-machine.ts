/** The package checkout's code, loaded at the buyer's first input (use-package-purchase.ts). */
export { packageCheckoutMachine } from '@lwl/machines';
