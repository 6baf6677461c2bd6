/**
 * Every purchase's checkout machine comes from this one module, loaded at the buyer's first input
 * (use-purchase-checkout.ts): the checkout's code is not part of any page's first load.
 */
export { checkoutMachineFor } from '@lwl/machines';
