export * from './package-checkout.ts';
export * from './package-checkout-machine.ts';
export * from './package-purchase-machine.ts';
