export * from './membership-checkout.ts';
export * from './membership-checkout-machine.ts';
export * from './membership-purchase-machine.ts';
export * from './membership-rules.ts';
export * from './purchase-details.ts';
