// `test-kit.ts` is internal to the machines.
export * from './buyer-details.ts';
export * from './checkout-defaults.ts';
export * from './checkout-instances.ts';
export * from './checkout-machine.ts';
export * from './item-purchase-machine.ts';
export * from './order-answer.ts';
export * from './purchase-checkout.ts';
export * from './purchase-routes.ts';
